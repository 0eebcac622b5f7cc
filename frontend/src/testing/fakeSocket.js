/** A stand-in for the browser's WebSocket (jsdom has no server to reach): records what is sent. */
export class FakeSocket {
  static instances = [];

  constructor(url) {
    this.url = url;
    this.sent = [];
    this.closed = null;
    FakeSocket.instances.push(this);
  }

  send(data) {
    this.sent.push(JSON.parse(data));
  }

  close(code) {
    this.closed = code;
  }

  // What the server does:
  serverOpens() {
    this.onopen?.();
  }

  serverSends(frame) {
    this.onmessage?.({ data: typeof frame === 'string' ? frame : JSON.stringify(frame) });
  }

  serverCloses() {
    this.onclose?.({ code: 1006 });
  }
}
