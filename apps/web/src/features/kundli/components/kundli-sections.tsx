import { KUNDLI_SECTION_KEYS, type KundliSections as Sections } from '@nakshatra/contracts';
import { useTranslation } from 'react-i18next';

/**
 * The seven sections of spec section 7, as plain text (never HTML): each is paragraphs (placements,
 * weighing, dated windows) separated by a blank line. Long sections may break across printed pages.
 */
export function KundliSections({ sections }: { sections: Sections }) {
  const { t } = useTranslation('kundli');
  return (
    <div className="flex flex-col gap-4">
      {KUNDLI_SECTION_KEYS.map((key) => (
        <section key={key} aria-labelledby={`ks-${key}`} className="card-light p-5 sm:p-8" data-print-split>
          <h2 id={`ks-${key}`} className="text-2xl font-semibold text-ink-900">
            {t(`sections.${key}`)}
          </h2>
          {sections[key].split(/\n{2,}/).map((para, i) => (
            <p key={i} className="mt-3 text-[1.0625rem] leading-relaxed whitespace-pre-line text-ink-700">
              {para}
            </p>
          ))}
        </section>
      ))}
    </div>
  );
}
