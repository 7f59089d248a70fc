import { useEffect } from 'react';
import { isValidChatAppId } from '@/shared/validation';

const CHAT_SCRIPT_HOST = 'https://widget.meclabs.ai';

/** Loads the chat widget once, only with a valid 24-character app id and when access is granted. */
export function ChatWidget({ appId, enabled }: { appId: string | null | undefined; enabled: boolean }) {
  useEffect(() => {
    if (!enabled || !isValidChatAppId(appId)) return;
    if (document.querySelector('script[data-chat-widget]')) return;
    const s = document.createElement('script');
    s.src = `${CHAT_SCRIPT_HOST}/widget.js?appId=${encodeURIComponent(appId)}`;
    s.async = true;
    s.dataset.chatWidget = appId;
    document.body.appendChild(s);
  }, [appId, enabled]);
  return null;
}
