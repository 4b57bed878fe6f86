/**
 * An interactive sigmoid for the logistic regression page: move z and see
 * σ(z) and the class a 0.5 threshold gives. An island: rendered at build time,
 * hydrated only on pages that import it (`@site/src/islands/SigmoidExplorer`).
 */
import { useEffect, useId, useRef, useState } from 'react';

export interface Props {
  /** Where the slider starts. @default 0 */
  initial?: number;
  /** The decision threshold on σ(z). @default 0.5 */
  threshold?: number;
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));
const W = 320;
const H = 120;
const Z_MAX = 8;
const x = (z: number) => ((z + Z_MAX) / (2 * Z_MAX)) * W;
const y = (p: number) => H - p * H;
const CURVE = Array.from({ length: 81 }, (_, i) => -Z_MAX + (i * 2 * Z_MAX) / 80)
  .map((z, i) => `${i ? 'L' : 'M'}${x(z).toFixed(1)},${y(sigmoid(z)).toFixed(1)}`)
  .join('');

export default function SigmoidExplorer({ initial = 0, threshold = 0.5 }: Props) {
  const id = useId();
  const [z, setZ] = useState(initial);
  const slider = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // A move the reader made before the island hydrated is theirs: hydration keeps the slider where they left
    // it (React does not reset a hydrated input's value), and the rest of the figure follows it.
    const moved = Number(slider.current?.value);
    if (Number.isFinite(moved) && moved !== initial) setZ(moved);
  }, [initial]);
  const p = sigmoid(z);
  return (
    <figure className="sigmoid-explorer">
      <label htmlFor={id}>
        z = <output>{z.toFixed(1)}</output>
      </label>
      <input ref={slider} id={id} type="range" min={-Z_MAX} max={Z_MAX} step={0.5} value={z} onChange={(e) => setZ(Number(e.target.value))} />
      <svg viewBox={`-4 -4 ${W + 8} ${H + 8}`} role="img" aria-label={`The sigmoid curve with the point z = ${z.toFixed(1)}, σ(z) = ${p.toFixed(3)}`}>
        <line x1={0} x2={W} y1={y(threshold)} y2={y(threshold)} className="sigmoid-explorer__threshold" />
        <path d={CURVE} className="sigmoid-explorer__curve" />
        <circle cx={x(z)} cy={y(p)} r={5} className="sigmoid-explorer__point" />
      </svg>
      <figcaption>
        σ({z.toFixed(1)}) = <strong>{p.toFixed(3)}</strong>: class <strong>{p >= threshold ? 1 : 0}</strong> at a threshold of {threshold}
      </figcaption>
    </figure>
  );
}
