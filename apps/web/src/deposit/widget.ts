// The payment widget served at /spi/main.js (shell 4.3, 7.3): loaded once, when first needed.

export interface WidgetEventPayload {
  type?: 'success' | 'warning' | 'danger';
  message?: string;
  url?: string;
  status?: string;
  reason?: string;
  accounts?: unknown;
}

export interface PaymentWidget {
  destroy(): void;
  setLanguage(locale: string): void;
}

interface SandboxPayments {
  mount(
    container: HTMLElement,
    options: {
      backendOrigin: string;
      apiPrefix: string;
      currency?: string;
      locale?: string;
      mode: 'quick' | 'iframe' | 'page';
      successUrl: string;
      failureUrl: string;
      pendingUrl: string;
      redirect: boolean;
      onEvent: (name: string, payload: WidgetEventPayload) => void;
    },
  ): PaymentWidget;
}

declare global {
  interface Window {
    SandboxPayments?: SandboxPayments;
  }
}

export const WIDGET_SRC = '/spi/main.js';
let loading: Promise<SandboxPayments> | null = null;

export function loadWidget(): Promise<SandboxPayments> {
  if (window.SandboxPayments) return Promise.resolve(window.SandboxPayments);
  loading ??= new Promise<SandboxPayments>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = WIDGET_SRC;
    script.async = true;
    script.onload = () =>
      window.SandboxPayments ? resolve(window.SandboxPayments) : reject(new Error('no widget'));
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error(`${WIDGET_SRC} did not load`));
    };
    document.head.appendChild(script);
  });
  return loading;
}
