import type { i18n as I18n } from 'i18next';
import { createContext } from 'react';
import type { WebModel } from '../model/web-model';

/** What every component may reach: the model (stores and actions) and i18n. */
export interface AppServices {
  model: WebModel;
  i18n: I18n;
}

export const ServicesContext = createContext<AppServices | null>(null);
