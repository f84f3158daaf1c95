import { memo } from 'react';

/**
 * A tiny trend line of the recent values (no axes): enough to see rising, falling or flat. A null
 * (a faulty all-zero reading) breaks the line: a gap, never a drop to 0. Named by `label` and described by
 * the element `describedBy` names (its text alternative, issue 39).
 */
export const Sparkline = memo(function Sparkline({
  values,
  color,
  label,
  describedBy,
}: {
  values: Array<number | null>;
  color: string;
  label: string;
  describedBy?: string;
}) {
  const drawn = values.filter((v): v is number => v !== null);
  if (drawn.length < 2) return <svg width="100%" height="32" role="img" aria-label={label} aria-describedby={describedBy} />;
  const min = Math.min(...drawn);
  const max = Math.max(...drawn);
  const span = max - min || 1;
  const segments: string[][] = [[]];
  values.forEach((v, i) => {
    if (v === null) {
      if (segments.at(-1)!.length) segments.push([]);
      return;
    }
    segments.at(-1)!.push(`${((i / (values.length - 1)) * 100).toFixed(2)},${(30 - ((v - min) / span) * 28).toFixed(2)}`);
  });
  return (
    <svg
      width="100%"
      height="32"
      viewBox="0 0 100 32"
      preserveAspectRatio="none"
      role="img"
      aria-label={label}
      aria-describedby={describedBy}
    >
      {segments
        .filter((points) => points.length > 1)
        .map((points, i) => (
          <polyline
            key={i}
            points={points.join(' ')}
            fill="none"
            stroke={color}
            strokeWidth="2"
            vectorEffect="non-scaling-stroke"
            strokeLinejoin="round"
          />
        ))}
    </svg>
  );
});
