/**
 * What the workflow routes answer (docs/workflow.md): one entity's live state with the events its caller may send
 * now, its history and deadline; receipts of its transitions; verification of a receipt; checkpoints.
 *
 * Only the owner, operations staff and product owners see an entity; anyone else gets 404 (its existence is not
 * revealed). The owner acts as `member` (even one who is also staff: nobody decides their own withdrawal), staff as
 * `operations`; a product owner only looks (`observer`: no events, no context, no actor ids, no receipts).
 */
import { hasRole, ROLES } from '../../machines/access/access';
import type { ServicesContext } from '../context';
import type { EntityStore, StoredEntity } from '../lib/entity-store';
import { failure } from '../lib/errors';
import type { Auth } from '../plugins/auth';
import { findTransition, latestCheckpoint, receiptOf, sealCheckpoint, verifyReceipt, type Receipt, type ReceiptClaim } from './chain';
import type { WorkflowRegistry } from './registry';

/** `member`: the owner; `operations`: staff who may act; `observer`: a product owner who only looks. */
export type ViewerRole = 'member' | 'operations' | 'observer';

export function createWorkflowService(ctx: ServicesContext, registry: WorkflowRegistry) {
  /** The entity and the role its caller acts in; 404 for an unknown type or id, or someone else's entity. */
  async function access(auth: Auth, entityType: string, entityId: string): Promise<{ store: EntityStore; row: StoredEntity; role: ViewerRole }> {
    const store = registry.get(entityType);
    if (!store) throw failure(404, 'notFound');
    // Time first: an entity past its deadline is shown as what it has become.
    await store.fireDueDeadlines();
    const row = await store.read(ctx.db, Number(entityId));
    if (!row) throw failure(404, 'notFound');
    if (store.ownerOf(row) === auth.user.id) return { store, row, role: 'member' };
    if (hasRole(auth.roles, ROLES.operations)) return { store, row, role: 'operations' };
    if (hasRole(auth.roles, ROLES.productOwner)) return { store, row, role: 'observer' };
    throw failure(404, 'notFound');
  }

  return {
    async view(auth: Auth, entityType: string, entityId: string) {
      const { store, row, role } = await access(auth, entityType, entityId);
      const history = await store.history(ctx.db, row.id);
      return {
        entityType,
        entityId: String(row.id),
        machineId: store.lifecycle.machine.id,
        state: row.status,
        stateValue: row.stateValue,
        // A product owner looks at the flow, not at the member's data.
        context: role === 'observer' ? {} : store.contextFor(row, role),
        version: row.version,
        viewerRole: role,
        availableEvents: role === 'observer' ? [] : store.availableEvents(row, { id: auth.user.id, role }),
        nextEvents: store.nextEvents(row),
        // Only operations see who acted; others see the role.
        history: role === 'operations' ? history : history.map((h) => ({ ...h, actorId: null })),
        deadlineAt: store.deadlineOf(row),
      };
    },

    async receipt(auth: Auth, entityType: string, entityId: string, seq: number): Promise<Receipt> {
      const { row, role } = await access(auth, entityType, entityId);
      if (role === 'observer') throw failure(404, 'notFound');
      const transition = await findTransition(ctx.db, entityType, String(row.id), seq);
      if (!transition || !transition.hash) throw failure(404, 'notFound');
      return receiptOf(transition, new Date(ctx.clock.now()));
    },

    verify: (receipt: ReceiptClaim) => verifyReceipt(ctx.db, receipt),

    latestCheckpoint: () => latestCheckpoint(ctx.db),

    seal: () => sealCheckpoint(ctx.db, new Date(ctx.clock.now())),
  };
}
