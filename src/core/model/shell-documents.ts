/**
 * The instance's own documents the shell shows (spec part 1 §7 calls, §2 layout and about
 * page): the static configuration (`/static/config.json`), the backend's front-end
 * configuration (`/api/pleroma/frontend_configurations`, its `pleroma_fe`), the
 * instance-specific panel (`/instance/panel.html`) and the terms of service
 * (`/static/terms-of-service.html`).
 *
 * Start-up order (spec part 1 §7): static and backend configuration first (in parallel), then
 * the panel (beside restore, nodeinfo and instance, which the root loads), then the terms.
 * Petrel's decision, where the spec mounts the app only after all of this: these documents
 * never hold back the first timeline; a face starts them after its first frame, and what they
 * decide (panels, logo flags) appears when they arrive. Failures are logged only (spec §8);
 * a failed static configuration only warns.
 *
 * Platform-free: no DOM, no Node. The HTML is the server's: a face sanitizes it.
 */
import { action, computed, makeObservable, observable } from 'mobx';
import type { PleromaClient } from '../api/client';
import { fetchText } from '../api/http';
import { isObject } from '../normalize/read';
import type { LoggerPort } from '../ports';
import { instanceDefaultsFrom } from './instance-defaults';
import type { ScopeStoreKit } from './scope-store';

export const STATIC_CONFIG_PATH = '/static/config.json';
export const BACKEND_CONFIG_PATH = '/api/pleroma/frontend_configurations';
export const INSTANCE_PANEL_PATH = '/instance/panel.html';
export const TERMS_PATH = '/static/terms-of-service.html';

/** Where the documents stand. */
export type ShellDocumentsState = 'idle' | 'loading' | 'loaded';

export interface ShellDocumentsDeps {
  client: () => PleromaClient;
  logger: LoggerPort;
  /** Told the merged configuration once it is in (its settings become the instance's defaults). */
  onConfig?: (config: Readonly<Record<string, unknown>>) => void;
}

export class ShellDocumentsStore {
  /** The static and the backend configuration merged (the backend's keys win, as Pleroma-FE's). */
  config: Readonly<Record<string, unknown>> = {};
  /** The instance-specific panel's HTML; null when absent or empty. */
  panelHtml: string | null = null;
  /** The terms of service's HTML; null when absent or empty. */
  termsHtml: string | null = null;
  state: ShellDocumentsState = 'idle';

  private started: Promise<void> | null = null;

  constructor(private readonly deps: ShellDocumentsDeps) {
    makeObservable<ShellDocumentsStore, 'set'>(this, {
      config: observable.ref,
      panelHtml: observable,
      termsHtml: observable,
      state: observable,
      showInstancePanel: computed,
      showFeaturesPanel: computed,
      set: action,
    });
  }

  /** A boolean flag of the merged configuration (`showInstanceSpecificPanel` ...). */
  flag(name: string): boolean {
    return this.config[name] === true;
  }

  /**
   * Spec part 1 §2: the instance-specific panel shows when the instance enables it and it has
   * content (the user's "hide" setting is asked by the face, which owns the settings).
   */
  get showInstancePanel(): boolean {
    return this.flag('showInstanceSpecificPanel') && this.panelHtml !== null;
  }

  /** Spec part 1 §2: the features panel, when enabled (the face shows it signed out only). */
  get showFeaturesPanel(): boolean {
    return this.flag('showFeaturesPanel');
  }

  /** Loads everything once, in the spec's order; resolves when the last document is in. */
  start(): Promise<void> {
    this.started ??= this.run();
    return this.started;
  }

  private async run(): Promise<void> {
    this.set({ state: 'loading' });
    const http = this.deps.client().http;
    const [staticConfig, backendConfig] = await Promise.allSettled([
      http.request('GET', STATIC_CONFIG_PATH, { auth: false }),
      http.request('GET', BACKEND_CONFIG_PATH, { auth: false }),
    ]);
    let config: Record<string, unknown> = {};
    if (staticConfig.status === 'fulfilled' && isObject(staticConfig.value.data)) {
      config = { ...staticConfig.value.data };
    } else if (staticConfig.status === 'rejected') {
      this.deps.logger.warn('Static configuration failed to load', staticConfig.reason);
    }
    if (backendConfig.status === 'fulfilled') {
      const data = backendConfig.value.data;
      const fe = isObject(data) ? data.pleroma_fe : undefined;
      if (isObject(fe)) config = { ...config, ...fe };
    } else {
      this.deps.logger.debug('Backend configuration failed to load', backendConfig.reason);
    }
    this.set({ config });
    this.deps.onConfig?.(config);
    const panel = await this.document(INSTANCE_PANEL_PATH, 'Instance panel');
    this.set({ panelHtml: panel });
    const terms = await this.document(TERMS_PATH, 'Terms of service');
    this.set({ termsHtml: terms, state: 'loaded' });
  }

  private async document(path: string, what: string): Promise<string | null> {
    try {
      const text = await fetchText(this.deps.client().http, path);
      return text.trim() === '' ? null : text;
    } catch (error) {
      this.deps.logger.debug(`${what} failed to load`, error);
      return null;
    }
  }

  private set(
    values: Partial<Pick<ShellDocumentsStore, 'config' | 'panelHtml' | 'termsHtml' | 'state'>>,
  ): void {
    Object.assign(this, values);
  }
}

/** The documents of the active scope's server (`root.use(shellDocumentsOf)`), made on first use. */
export const shellDocumentsOf: ScopeStoreKit<ShellDocumentsStore> = {
  make: (scope) =>
    new ShellDocumentsStore({
      client: () => scope.client,
      logger: scope.logger,
      // Spec part 2 §3: settings the person never set take the instance's values.
      onConfig: (config) => scope.preferences.setInstanceDefaults(instanceDefaultsFrom(config)),
    }),
};
