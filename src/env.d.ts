/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    lang: import('./i18n/languages.ts').Lang;
    /** 3-digit numeric code the site is shown for, and where the user is. */
    country: string;
    userCountry: string;
    isApp: boolean;
    brand: import('./lib/brand.ts').Brand;
    brandGroup: import('./lib/brand.ts').BrandGroup;
    host: string;
    /** The request came over https (directly, or via our proxy when TRUST_PROXY is set). */
    secure: boolean;
  }
}

interface ImportMetaEnv {
  /** A hash of the login overlay's texts, set at build (astro.config.ts): part of their file's address. */
  readonly LOGIN_LABELS_VERSION: string;
}
