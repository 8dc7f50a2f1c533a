// Vitest global setup: trains the assistant's question classifiers (one per answer language) once,
// before any test file runs, into the shared model cache (the OS temp folder, keyed by a hash of
// the training data). Test files then load them in about 100 ms instead of each training the
// languages it needs in parallel with the others (2 to 4 s a language, far more on a busy machine).
import { warmClassifiers } from '@nakshatra/readings';

export default async function warmUp(): Promise<void> {
  const t0 = performance.now();
  await warmClassifiers();
  console.log(`classifiers ready in ${Math.round(performance.now() - t0)} ms`);
}
