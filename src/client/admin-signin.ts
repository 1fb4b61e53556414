// The sign-in window's script (src/http/editor-signin.ts): hands the outcome to the web editor that
// opened this window, in Decap CMS's authorizer protocol. It says "authorizing:github" to the
// editor, waits for the editor to say it back, then sends the message (the token, or why there is
// none). Both messages go to the editor's own origin only: a window opened by any other page gets
// nothing, since the browser drops a message whose target origin is not the receiver's.
const data = document.getElementById('signin');
const { origin: editorOrigin, message } = JSON.parse(data?.textContent ?? '{}') as { origin?: string; message?: string };
data?.remove();
// The code and state are spent: keep them out of this window's history.
history.replaceState(null, '', location.pathname);

const editorWindow = window.opener as Window | null;
if (editorOrigin && message && editorWindow) {
  addEventListener('message', function answer(event: MessageEvent) {
    if (event.origin !== editorOrigin || event.source !== editorWindow || event.data !== 'authorizing:github') return;
    removeEventListener('message', answer);
    editorWindow.postMessage(message, editorOrigin);
  });
  editorWindow.postMessage('authorizing:github', editorOrigin);
} else {
  // Opened by hand, not from the editor: nothing to hand over.
  const [zh, en] = document.querySelectorAll('main section p');
  if (zh) zh.textContent = '請從網頁編輯器按「Login with GitHub」登入，不要直接開啟這個網址。';
  if (en) en.textContent = 'Sign in from the web editor (Login with GitHub), not by opening this address yourself.';
}

export {};
