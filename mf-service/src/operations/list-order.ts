import type { ServiceOperation } from '@shop/shared/contract/service';

/**
 * The ticked repairs in the order of the list, whatever the order of ticking; a tick whose repair
 * is no longer listed (the list came again in another language) falls away.
 */
export function ticksInListOrder(operations: readonly ServiceOperation[], tickedIds: readonly number[]): number[] {
  return operations.filter((operation) => tickedIds.includes(operation.id)).map((operation) => operation.id);
}
