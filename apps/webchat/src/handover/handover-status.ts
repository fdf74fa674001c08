import type { HandoverReason, HandoverState, HandoverStatus, OperatorIdentity } from '@parley/contracts';

/** A conversation's handover columns as the queries select them (with the assignee's name). */
export interface HandoverColumns {
  handover_state: HandoverState;
  handover_reason: string | null;
  handover_note: string | null;
  handover_changed_at: Date | string | null;
  created_at?: Date | string;
  assignee_id: string | null;
  assignee_name: string | null;
  /** The assignee's picture, when they set one. */
  assignee_avatar_url?: string | null;
}

/** The `HandoverStatus` of a conversation row. */
export function handoverStatusOf(r: HandoverColumns): HandoverStatus {
  const changed = r.handover_changed_at ?? r.created_at ?? new Date(0);
  const out: HandoverStatus = { state: r.handover_state, changedAt: new Date(changed).toISOString() };
  if (r.handover_reason) out.reason = r.handover_reason as HandoverReason;
  if (r.handover_note) out.note = r.handover_note;
  if (r.assignee_id && r.handover_state === 'assigned') out.assignee = operatorOf(r.assignee_id, r.assignee_name, r.assignee_avatar_url);
  return out;
}

export function operatorOf(id: string, name: string | null, avatarUrl?: string | null): OperatorIdentity {
  const out: OperatorIdentity = { id, name: name ?? 'Operator' };
  if (avatarUrl) out.avatarUrl = avatarUrl;
  return out;
}
