/** A number for SVG text: at most one decimal, no trailing ".0", no "-0". */
export function n(x: number): string {
  const r = Math.round(x * 10) / 10;
  return Object.is(r, -0) ? '0' : String(r);
}
