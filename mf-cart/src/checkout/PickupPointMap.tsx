import styled from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import type { DispensingPlace } from '@shop/shared/contract/checkout';

const WIDTH = 400;
const HEIGHT = 240;
const MARGIN = 16;

export interface MapPoint {
  code: string;
  x: number;
  y: number;
}

/**
 * Where each point sits on a WIDTH x HEIGHT plane: an equirectangular projection of the found
 * points' bounding box (a degree of longitude shrinks with the cosine of the latitude), scaled
 * evenly so distances keep their proportions.
 */
export function projectPoints(points: readonly Pick<DispensingPlace, 'code' | 'latitude' | 'longitude'>[]): MapPoint[] {
  if (points.length === 0) return [];
  const meanLatitude = points.reduce((sum, point) => sum + point.latitude, 0) / points.length;
  const shrink = Math.cos((meanLatitude * Math.PI) / 180);
  const xs = points.map((point) => point.longitude * shrink);
  const ys = points.map((point) => point.latitude);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const spanX = maxX - minX;
  const spanY = maxY - minY;
  const scale = Math.min(spanX > 0 ? (WIDTH - 2 * MARGIN) / spanX : Infinity, spanY > 0 ? (HEIGHT - 2 * MARGIN) / spanY : Infinity);
  const usable = Number.isFinite(scale) ? scale : 0;
  // Centred: the unused side of the box is split evenly.
  const offsetX = (WIDTH - spanX * usable) / 2;
  const offsetY = (HEIGHT - spanY * usable) / 2;
  return points.map((point, index) => ({
    code: point.code,
    x: offsetX + (xs[index]! - minX) * usable,
    // North is up: a larger latitude is nearer the top.
    y: HEIGHT - offsetY - (ys[index]! - minY) * usable,
  }));
}

/**
 * The found points laid out by their coordinates, so a customer sees which are close together
 * and picks one with the mouse. A street map needs a map provider's key and network access
 * (docs/cart.md); the list beside it stays the keyboard and screen-reader way to choose, so the
 * drawing is one picture to assistive technology.
 */
export function PickupPointMap({ points, chosen, onChoose }: { points: readonly DispensingPlace[]; chosen: string; onChoose: (code: string) => void }) {
  const { t } = useLingui();
  const placed = projectPoints(points);
  const byCode = new Map(points.map((point) => [point.code, point]));
  return (
    <Drawing viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={t`Mapa nalezených výdejních míst`} data-testid="pickup-map">
      <rect x={0} y={0} width={WIDTH} height={HEIGHT} rx={8} className="ground" />
      {placed.map((spot) => {
        const point = byCode.get(spot.code)!;
        const selected = spot.code === chosen;
        return (
          <g
            key={spot.code}
            className={point.congested ? 'full' : selected ? 'chosen' : 'free'}
            onClick={point.congested ? undefined : () => onChoose(spot.code)}
            data-code={spot.code}
          >
            <title>{point.congested ? t`${point.name} (přeplněné)` : point.name}</title>
            <circle cx={spot.x} cy={spot.y} r={selected ? 9 : 6} />
          </g>
        );
      })}
    </Drawing>
  );
}

const Drawing = styled.svg`
  display: block;
  width: 100%;
  max-width: ${WIDTH}px;
  height: auto;
  margin-block: ${({ theme }) => theme.spacing.sm};
  .ground {
    fill: ${({ theme }) => theme.colors.surface};
  }
  .free circle {
    fill: ${({ theme }) => theme.colors.primary};
    cursor: pointer;
  }
  .chosen circle {
    fill: ${({ theme }) => theme.colors.success};
    stroke: ${({ theme }) => theme.colors.text};
    stroke-width: 2;
    cursor: pointer;
  }
  .full circle {
    fill: ${({ theme }) => theme.colors.textMuted};
  }
`;
