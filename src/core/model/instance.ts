import { makeObservable, observable, runInAction } from 'mobx';
import { ASSUMED_CAPABILITIES, type Capabilities, detectCapabilities } from '../api/capabilities';
import type { PleromaClient } from '../api/client';
import { fetchInstanceDocument, fetchNodeinfo } from '../api/server-documents';
import type { Instance } from '../domain/types';
import { DEFAULT_TEXT_LIMIT, normalizeInstance } from '../normalize/instance';
import type { LoggerPort } from '../ports';
import type { SignUpRules } from './registration-rules';

/** Instance info, nodeinfo and what they say the server can do. Spec: load failures are logged only. */
export class InstanceStore {
  info: Instance | null = null;
  nodeinfo: Record<string, unknown> | null = null;
  /** Everything is offered until the documents say otherwise (see ASSUMED_CAPABILITIES). */
  capabilities: Capabilities = ASSUMED_CAPABILITIES;

  constructor(private readonly logger: LoggerPort) {
    makeObservable(this, {
      info: observable.ref,
      nodeinfo: observable.ref,
      capabilities: observable.ref,
    });
  }

  get textLimit(): number {
    return this.info?.textLimit ?? DEFAULT_TEXT_LIMIT;
  }

  /**
   * Spec part 1 §3 mailerEnabled (nodeinfo `metadata.mailerEnabled`): the password-reset
   * form shows only when the server can send mail. Unknown (no nodeinfo): assumed yes.
   */
  get mailerEnabled(): boolean {
    const metadata = this.nodeinfo?.metadata;
    if (typeof metadata !== 'object' || metadata === null) return true;
    const flag = (metadata as Record<string, unknown>).mailerEnabled;
    return typeof flag === 'boolean' ? flag : true;
  }

  /** Spec part 1 §5: what registration asks for on this server. */
  get signUpRules(): SignUpRules {
    const info = this.info;
    return {
      open: info?.registrationsOpen ?? false,
      emailRequired: info?.accountActivationRequired ?? false,
      reasonRequired: info?.approvalRequired ?? false,
      birthdayRequired: info?.birthdayRequired ?? false,
      birthdayMinAge: info?.birthdayMinAge ?? 0,
    };
  }

  /**
   * Spec part 1 §5 nav rule `federating`: whether the instance federates (the federated
   * timeline is offered only then): `pleroma.metadata.federation.enabled` of the instance
   * document (nodeinfo repeats it). Unknown (no instance document): assumed yes.
   */
  get federating(): boolean {
    return this.info?.federating !== false;
  }

  /** Whether the server names a feature (`pleroma_chat_messages`, `editing`, ...). */
  has(feature: string): boolean {
    return this.capabilities.features.includes(feature);
  }

  /** Fetch both documents and compute the capabilities once. */
  async load(client: PleromaClient): Promise<void> {
    const [instance, nodeinfo] = await Promise.allSettled([
      fetchInstanceDocument(client.http),
      fetchNodeinfo(client.http),
    ]);
    const raw = instance.status === 'fulfilled' ? instance.value : null;
    const node = nodeinfo.status === 'fulfilled' ? nodeinfo.value : null;
    runInAction(() => {
      if (instance.status === 'fulfilled') {
        const info = normalizeInstance(raw) ?? null;
        // Pleroma says a private instance in nodeinfo (`metadata.private`), not here.
        if (info && (node?.metadata as { private?: unknown } | undefined)?.private === true)
          info.private = true;
        this.info = info;
      } else this.logger.warn('Instance info failed to load', instance.reason);
      if (nodeinfo.status === 'fulfilled') this.nodeinfo = node;
      else this.logger.debug('Nodeinfo failed to load', nodeinfo.reason);
      this.capabilities = detectCapabilities(raw, node);
    });
  }
}
