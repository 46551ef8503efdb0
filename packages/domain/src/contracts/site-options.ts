import { z } from 'zod';

const Localized = z.object({ ru: z.string(), en: z.string() });

export const MenuItemSchema = z.object({
  path: z.string(),
  title: Localized,
  itemOrder: z.number().int(),
});
export type MenuItem = z.infer<typeof MenuItemSchema>;

/** Site options (document 1, section 3). Defaults: numberSmsSendTo 7878, initialZoom 16. */
export const SiteOptionsSchema = z.object({
  map: z.object({ mapCenter: z.tuple([z.number(), z.number()]) }),
  menuItems: z.object({
    header: z.array(MenuItemSchema),
    footer: z.array(MenuItemSchema),
    mobile: z.array(MenuItemSchema),
  }),
  numberSmsSendTo: z.string(),
  appLinks: z.object({
    androidLink: z.string().nullable(),
    iosLink: z.string().nullable(),
    yandexStoreLink: z.string().nullable(),
    apkLink: z.string().nullable(),
  }),
  contacts: z.object({ email: z.string(), phone: z.string() }),
  /** Scrolling banner; empty message means none. */
  notification: z.object({ message: z.string(), url: z.string().nullable() }),
  isClose: z.boolean(),
  isCoopProfile: z.boolean(),
  initialZoom: z.number().int().min(13).max(20),
  hasPrivateData: z.boolean(),
  /** Optional image banner shown once at start. */
  banner: z.object({ image: z.string(), url: z.string().nullable() }).nullable(),
  /** Deep link that opens the mobile app; the prompt falls back to the store after 1 s. */
  appDeepLink: z.string().nullable(),
});
export type SiteOptions = z.infer<typeof SiteOptionsSchema>;
