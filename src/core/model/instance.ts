import { makeObservable, observable, runInAction } from 'mobx';
import type { PleromaClient } from '../api/client';
import type { Instance } from '../domain/types';
import { DEFAULT_TEXT_LIMIT } from '../normalize/instance';
import type { LoggerPort } from '../ports';

/** Instance info and nodeinfo. Spec: their load failures are logged only. */
export class InstanceStore {
  info: Instance | null = null;
  nodeinfo: Record<string, unknown> | null = null;

  constructor(private readonly logger: LoggerPort) {
    makeObservable(this, { info: observable.ref, nodeinfo: observable.ref });
  }

  get textLimit(): number {
    return this.info?.textLimit ?? DEFAULT_TEXT_LIMIT;
  }

  /** Whether the server names a feature (`pleroma_chat_messages`, `editing`, ...). */
  has(feature: string): boolean {
    return this.info?.features.includes(feature) ?? false;
  }

  async load(client: PleromaClient): Promise<void> {
    const [info, nodeinfo] = await Promise.allSettled([
      client.instance.fetch(),
      client.instance.nodeinfo(),
    ]);
    runInAction(() => {
      if (info.status === 'fulfilled') this.info = info.value;
      else this.logger.warn('Instance info failed to load', info.reason);
      if (nodeinfo.status === 'fulfilled') this.nodeinfo = nodeinfo.value;
      else this.logger.debug('Nodeinfo failed to load', nodeinfo.reason);
    });
  }
}
