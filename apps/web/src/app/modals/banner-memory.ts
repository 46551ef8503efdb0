const SHOWN_KEY = 'banner-shown';

/** The image banner shows once per visit (browser session) for each image. */
export function wasBannerShown(image: string): boolean {
  try {
    return window.sessionStorage.getItem(SHOWN_KEY) === image;
  } catch {
    return false;
  }
}

export function rememberBannerShown(image: string): void {
  try {
    window.sessionStorage.setItem(SHOWN_KEY, image);
  } catch {
    // Without storage the banner may show again on the next load; nothing breaks.
  }
}
