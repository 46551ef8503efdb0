import type { SettingsFlags } from '@parking/domain/contracts/settings-flags';
import { defaultSettingsFlags } from '@parking/domain/contracts/default-settings-flags';
import type { SiteOptions } from '@parking/domain/contracts/site-options';
import { defaultSiteOptions } from '@parking/domain/contracts/default-site-options';

export function siteOptions(overrides: Partial<SiteOptions> = {}): SiteOptions {
  return {
    ...defaultSiteOptions([58.01, 56.25]),
    contacts: { email: 'help@parking.test', phone: '+7 800 000-00-00' },
    ...overrides,
  };
}

export function settingsFlags(overrides: Partial<SettingsFlags> = {}): SettingsFlags {
  return { ...defaultSettingsFlags(), ...overrides };
}
