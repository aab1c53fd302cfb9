import { AREAS } from '@redigo/shared/routes';
import { AREA_SETTINGS } from '@redigo/functions/config/area-settings';
import { AREA_RESOURCES } from './area-resources';

describe("each area's grants", () => {
  it.each(AREAS)('%s may reach every table and bucket its Lambda reads the name of', (area) => {
    const settings = AREA_SETTINGS[area];
    const granted = AREA_RESOURCES[area];
    expect(Object.keys(granted.tables)).toEqual(expect.arrayContaining([...settings.tables]));
    expect(Object.keys(granted.buckets)).toEqual(expect.arrayContaining([...settings.buckets]));
    expect(granted.sendsMail).toBe(settings.mail);
  });
});
