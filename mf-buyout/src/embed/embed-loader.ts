import { lastValue } from '@shop/shared/bus/bus';
import type { Locale } from '@shop/shared/contract/common';
import type { PartnerMount } from './partner-mount';
import { readWidgetConfig, WIDGET_SELECTOR } from './widget-config';

interface MountedWidget {
  /** Set once the remote has loaded and the widget rendered. */
  unmount?: () => void;
}

export interface EmbedLoaderOptions {
  /** Where embed.js came from: the default API origin when an element has no data-api. */
  scriptOrigin: string;
  /** Loads the remote's partner mount with the catalog of the language it starts in; called for each widget. */
  loadPartnerMount: (locale: Locale) => Promise<PartnerMount>;
}

const LOG_PREFIX = '[shop buyout widget]';

/**
 * Mounts a widget into every `[data-shop-widget="buyout"]` element, now and whenever one is
 * added later, and unmounts it when the element leaves the document (single-page partner
 * sites replace their content without reloading). Returns a function that stops watching
 * and unmounts everything.
 */
export function startEmbedding(doc: Document, { scriptOrigin, loadPartnerMount }: EmbedLoaderOptions): () => void {
  const widgets = new Map<HTMLElement, MountedWidget>();

  function mountWidget(element: HTMLElement) {
    if (widgets.has(element)) return;
    const config = readWidgetConfig(element, scriptOrigin);
    const widget: MountedWidget = {};
    widgets.set(element, widget);
    if ('error' in config) {
      console.error(`${LOG_PREFIX} ${config.error}`);
      return;
    }
    // A language the page switched to before this widget appeared beats its data-locale (#12).
    const locale = lastValue('locale') ?? config.locale;
    loadPartnerMount(locale).then(
      (mount) => {
        // The element may have been removed while the remote was loading.
        if (widgets.get(element) === widget && element.isConnected) widget.unmount = mount(element, { ...config, locale });
      },
      (error: unknown) => {
        widgets.delete(element);
        console.error(`${LOG_PREFIX} could not be loaded`, error);
      },
    );
  }

  function mountWithin(node: Node) {
    if (!(node instanceof HTMLElement)) return;
    if (node.matches(WIDGET_SELECTOR)) mountWidget(node);
    node.querySelectorAll<HTMLElement>(WIDGET_SELECTOR).forEach(mountWidget);
  }

  function unmountDetached() {
    for (const [element, widget] of widgets) {
      if (element.isConnected) continue;
      widgets.delete(element);
      widget.unmount?.();
    }
  }

  // Shadow roots are not observed, so the widgets' own rendering never triggers this.
  const observer = new MutationObserver((records) => {
    let removed = false;
    for (const record of records) {
      record.addedNodes.forEach(mountWithin);
      removed ||= record.removedNodes.length > 0;
    }
    if (removed) unmountDetached();
  });
  observer.observe(doc.documentElement, { childList: true, subtree: true });
  mountWithin(doc.documentElement);

  return () => {
    observer.disconnect();
    for (const widget of widgets.values()) widget.unmount?.();
    widgets.clear();
  };
}
