import { createContext } from 'react';
import type { WebI18n } from '../i18n/create-web-i18n';
import type { WebModel } from '../model/web-model';

/** What every component may reach: the model (stores and actions) and i18n. */
export interface AppServices {
  model: WebModel;
  i18n: WebI18n;
}

export const ServicesContext = createContext<AppServices | null>(null);
