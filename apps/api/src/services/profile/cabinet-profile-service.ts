import type { Language } from '@parking/domain/i18n/languages';
import type { ProfileV4, ProfileV5, ProfileV6 } from '@parking/domain/profile/profile-answers';
import type { CityContext } from '../../config/city-context.ts';
import { getProfile } from '../accounts/profile-service.ts';
import { accountEditService } from './account-edit-service.ts';
import { fleetPaymentMethods } from '../fleet-parking/driver-fleet-parking.ts';
import { documentService } from './document-service.ts';
import { phoneService } from './phone-service.ts';
import { vehicleService } from './vehicle-service.ts';

/**
 * get-profile v6 and the older v5 and v4 shapes (document 2 §7: "earlier v4, v5 exist"). The
 * accounts part (names, balance, sessions, payment methods) comes from the accounts service;
 * this adds the cabinet's phones, vehicles, documents and settings.
 */
export const cabinetProfileService = {
  async v6(city: CityContext, userId: number, lang: Language): Promise<ProfileV6> {
    const [base, phones, ts, documents, settings, companies] = await Promise.all([
      getProfile(city, userId, lang),
      phoneService.list(city.db, userId),
      vehicleService.list(city, userId),
      documentService.list(city, userId),
      accountEditService.settings(city, userId),
      fleetPaymentMethods(city.db, userId, lang),
    ]);
    return {
      ...base,
      // issue 8: one payer per company where the driver's phone is an active company driver
      paymentsMethods: [...base.paymentsMethods, ...companies],
      phones,
      privateData: base.firstName !== '' || base.lastName !== '',
      ts,
      documents,
      settings,
    };
  },

  async v5(city: CityContext, userId: number, lang: Language): Promise<ProfileV5> {
    const p = await cabinetProfileService.v6(city, userId, lang);
    return {
      firstName: p.firstName,
      lastName: p.lastName,
      middleName: p.middleName,
      email: p.email,
      emailConfirmed: p.emailConfirmed,
      phones: p.phones,
      balance: p.balance,
      ts: p.ts.map((v) => ({
        id: v.id,
        numberTs: v.numberTs,
        number: v.number,
        region: v.region,
        country: v.country,
        formatGrz: v.formatGrz,
        category: v.category,
        STSNumber: v.STSNumber,
        docType: v.docType,
        mainTs: v.mainTs,
        name: v.name,
      })),
      sessions: p.sessions,
      paymentsMethods: p.paymentsMethods,
      defaultZone: p.defaultZone,
    };
  },

  async v4(city: CityContext, userId: number, lang: Language): Promise<ProfileV4> {
    const [base, phones, ts] = await Promise.all([
      getProfile(city, userId, lang),
      phoneService.list(city.db, userId),
      vehicleService.list(city, userId),
    ]);
    return {
      firstName: base.firstName,
      lastName: base.lastName,
      middleName: base.middleName,
      email: base.email,
      phone: phones.find((p) => p.isMain)?.phone ?? '',
      balance: base.balance,
      ts: ts.map((v) => ({
        numberTs: v.numberTs,
        category: v.category,
        formatGrz: v.formatGrz,
        mainTs: v.mainTs,
      })),
    };
  },
};
