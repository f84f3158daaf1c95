/** A tiny trend line of the recent values (no axes): enough to see rising, falling or flat. */
export function Sparkline({ values, color, label }: { values: number[]; color: string; label: string }) {
  if (values.length < 2) return <svg width="100%" height="32" role="img" aria-label={label} />;
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min || 1;
  const points = values
    .map((v, i) => `${((i / (values.length - 1)) * 100).toFixed(2)},${(30 - ((v - min) / span) * 28).toFixed(2)}`)
    .join(' ');
  return (
    <svg width="100%" height="32" viewBox="0 0 100 32" preserveAspectRatio="none" role="img" aria-label={label}>
      <polyline points={points} fill="none" stroke={color} strokeWidth="2" vectorEffect="non-scaling-stroke" strokeLinejoin="round" />
    </svg>
  );
}
