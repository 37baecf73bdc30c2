/**
 * A building's size in floors as Korean building facts write it: below ground first, a building
 * without basement floors by its floors above ground alone (never 지하 0층).
 *
 * @example
 * formatFloors({ aboveGround: 20, belowGround: 6 }) // '지하 6층 / 지상 20층'
 * formatFloors({ aboveGround: 3, belowGround: 0 }) // '지상 3층'
 */
export function formatFloors({ aboveGround, belowGround }: { readonly aboveGround: number; readonly belowGround: number }): string {
  return belowGround > 0 ? `지하 ${belowGround}층 / 지상 ${aboveGround}층` : `지상 ${aboveGround}층`;
}
