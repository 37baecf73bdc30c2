import { describe, expect, it } from 'vitest';
import { buildingIllustrationSvg } from './building-illustration';

describe('buildingIllustrationSvg', () => {
  it('같은 id 는 같은 그림을 그린다', () => {
    const building = { id: '108', floorsAboveGround: 15, color: '#3b8ea5' };
    expect(buildingIllustrationSvg(building)).toBe(buildingIllustrationSvg({ ...building }));
    expect(buildingIllustrationSvg(building)).not.toBe(buildingIllustrationSvg({ ...building, id: '109' }));
  });

  it('하늘, 건물 색의 외벽, 층마다 창문 줄을 그린다', () => {
    const svg = buildingIllustrationSvg({ id: '101', floorsAboveGround: 5, color: '#5b6b8c' });
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"')).toBe(true);
    expect(svg).toContain('<linearGradient id="sky"');
    expect(svg).toContain('fill="#5b6b8c"');
    // 5 floors: the ground floor holds the entrance, the 4 above hold one row of windows each.
    const windowRows = new Set([...svg.matchAll(/<rect x="[\d.]+" y="(\d+)" width="[\d.]+" height="\d+" rx="1"/g)].map((match) => match[1]));
    expect(windowRows.size).toBe(4);
  });
});
