import { useEffect, useState } from 'react';
import { isReplayedTopic, lastValue, subscribe, type BusTopic, type BusTopics } from '@shop/shared/bus/bus';

/** The latest payload of a bus topic; `initial` until something is published. */
export function useBusValue<T extends BusTopic>(topic: T, initial: BusTopics[T]): BusTopics[T] {
  const [value, setValue] = useState<BusTopics[T]>(() => {
    const last = isReplayedTopic(topic) ? lastValue(topic) : undefined;
    return last === undefined ? initial : (last as BusTopics[T]);
  });
  useEffect(() => subscribe(topic, (payload) => setValue(() => payload)), [topic]);
  return value;
}
