import { describe, expect, it } from 'vitest';
import { parseCropProduction, parseRainfall } from './data.js';

describe('parseRainfall', () => {
  it('gives monthly points per subdivision; NA and empty cells are null', () => {
    const text =
      'SUBDIVISION,YEAR,JAN,FEB,MAR,APR,MAY,JUN,JUL,AUG,SEP,OCT,NOV,DEC,ANNUAL,Jan-Feb,Mar-May,Jun-Sep,Oct-Dec\n' +
      'KERALA,1902,1,2,3,4,5,6,7,8,9,10,11,12,78,3,12,30,33\n' +
      'KERALA,1901,NA,0.5,,4,5,6,7,8,9,10,11,12.25,NA,NA,NA,30,33\n' +
      'ORISSA,1901,1,1,1,1,1,1,1,1,1,1,1,1,12,2,3,4,3\n';
    const m = parseRainfall(text);
    expect([...m.keys()]).toEqual(['KERALA', 'ORISSA']);
    const k = m.get('KERALA')!;
    expect(k).toHaveLength(24);
    expect(k.slice(0, 3)).toEqual([
      { ds: '1901-01-01', y: null },
      { ds: '1901-02-01', y: 0.5 },
      { ds: '1901-03-01', y: null },
    ]);
    expect(k[11]).toEqual({ ds: '1901-12-01', y: 12.25 });
    expect(k[12]).toEqual({ ds: '1902-01-01', y: 1 });
    expect(() => parseRainfall('SUBDIVISION,YEAR,JAN\nX,1901,1\n')).toThrow(/no column FEB/);
    expect(() => parseRainfall(text.replace('1902', 'x'))).toThrow(/line 2: YEAR "x"/);
  });
});

describe('parseCropProduction', () => {
  it('sums the seasons of a year per (crop, state, district), production and area; skips empty Production; CRLF and padded seasons', () => {
    const text = [
      'State_Name,District_Name,Crop_Year,Season,Crop,Area,Production',
      'Madhya Pradesh,DEWAS,2001,Kharif     ,Soyabean,100.00,150.00',
      'Madhya Pradesh,DEWAS,2001,Rabi       ,Soyabean,10.00,20.50',
      'Madhya Pradesh,DEWAS,2000,Kharif     ,Soyabean,100.00,',
      'Madhya Pradesh,DEWAS,1999,Kharif     ,Soyabean,100.00,0.00',
      'Madhya Pradesh,DEWAS,2001,Kharif     ,Wheat,1.00,2.00',
      'Madhya Pradesh,INDORE,2002,Whole Year ,soyabean,1.00,3.00',
      'Madhya Pradesh,INDORE,2003,Kharif     ,soyabean,2.00,4.00',
      'Madhya Pradesh,INDORE,2003,Rabi       ,soyabean,,1.00',
      '',
    ].join('\r\n');
    const soy = parseCropProduction(text, 'Soyabean');
    expect(soy).toEqual([
      {
        crop: 'Soyabean',
        state: 'Madhya Pradesh',
        district: 'DEWAS',
        points: [
          { year: 1999, value: 0, area: 100 },
          { year: 2001, value: 170.5, area: 110 },
        ],
      },
      {
        crop: 'soyabean',
        state: 'Madhya Pradesh',
        district: 'INDORE',
        // 2003: a season without its area leaves the year's area unknown
        points: [
          { year: 2002, value: 3, area: 1 },
          { year: 2003, value: 5 },
        ],
      },
    ]);
    expect(parseCropProduction(text)).toHaveLength(3);
  });
});
