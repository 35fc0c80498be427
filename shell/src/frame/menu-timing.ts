/** Spec section 9: the mega menu opens after 300 ms of hover and closes 250 ms after the pointer leaves. */
export const menuOpenDelayMs = 300;
export const menuCloseDelayMs = 250;

/**
 * Hover intent for one menu: a pending open is cancelled by leaving, a pending close by
 * coming back, so a pointer crossing the bar does not flash every panel.
 */
export function createHoverIntent(onChange: (openId: number | null) => void) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let openId: number | null = null;
  const schedule = (next: number | null, delay: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      openId = next;
      onChange(next);
    }, delay);
  };
  return {
    enter(id: number) {
      if (openId === id) return clearTimeout(timer);
      schedule(id, openId === null ? menuOpenDelayMs : 0);
    },
    leave() {
      if (openId === null) return clearTimeout(timer);
      schedule(null, menuCloseDelayMs);
    },
    /** Keyboard and touch do not wait. */
    toggleNow(id: number) {
      clearTimeout(timer);
      openId = openId === id ? null : id;
      onChange(openId);
    },
    closeNow() {
      clearTimeout(timer);
      openId = null;
      onChange(null);
    },
    dispose() {
      clearTimeout(timer);
    },
  };
}
