import { AREAS } from '@redigo/shared/routes';
import { AREA_SETTINGS } from '../config/area-settings';
import { loadConfig } from '../config/config';
import { areaEnvironment } from '../config/test-support/area-environment';
import { AREA_FACTORIES } from './areas';
import { createAwsInfrastructure } from './aws';

describe("each area's Lambda", () => {
  it.each(AREAS)('%s starts with the settings of its own area and no other', (area) => {
    const config = loadConfig(areaEnvironment(AREA_SETTINGS[area]), AREA_SETTINGS[area]);
    expect(typeof AREA_FACTORIES[area](createAwsInfrastructure(config))).toBe('function');
  });

  it('fails to start when its area uses a setting it does not declare', () => {
    const config = loadConfig(areaEnvironment(AREA_SETTINGS.categories), AREA_SETTINGS.categories);
    expect(() => AREA_FACTORIES.contracts(createAwsInfrastructure(config))).toThrow(
      /TABLE_CONTRACTS is not among the settings this Lambda reads/,
    );
  });
});
