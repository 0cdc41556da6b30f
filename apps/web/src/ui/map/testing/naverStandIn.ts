/**
 * A local stand-in for the Naver Maps v3 SDK, for tests only: a script (served from a Blob URL in
 * place of the SDK URL) that defines the subset of `naver.maps` the adapter uses — Map, LatLng,
 * Point, Polyline, Marker — and records every construction and call on
 * `window.__naverStandIn`. The real SDK cannot be reached from the test machines.
 */

export interface StandInRecord {
  maps: Array<{ options: { center: { lat: number; lng: number }; zoom: number }; calls: Array<[string, unknown[]]>; destroyed: boolean }>
  polylines: Array<{ options: { path: Array<{ lat: number; lng: number }>; strokeWeight: number; strokeOpacity: number; strokeColor: string }; onMap: boolean }>
  markers: Array<{ options: { position: { lat: number; lng: number }; title: string }; onMap: boolean }>
}

declare global {
  interface Window {
    __naverStandIn?: StandInRecord
  }
}

export const NAVER_STAND_IN_SOURCE = `(() => {
  const rec = { maps: [], polylines: [], markers: [] };
  window.__naverStandIn = rec;
  class LatLng {
    constructor(lat, lng) { this._lat = lat; this._lng = lng; }
    lat() { return this._lat; }
    lng() { return this._lng; }
    toJSON() { return { lat: this._lat, lng: this._lng }; }
  }
  class Point { constructor(x, y) { this.x = x; this.y = y; } }
  const plain = (c) => (c instanceof LatLng ? c.toJSON() : c);
  class Map {
    constructor(el, options) {
      this.el = typeof el === "string" ? document.getElementById(el) : el;
      this.entry = { options: { center: plain(options.center), zoom: options.zoom }, calls: [], destroyed: false };
      rec.maps.push(this.entry);
      const note = document.createElement("div");
      note.textContent = "NAVER Maps stand-in";
      note.style.cssText = "position:absolute;inset:0;display:grid;place-items:center;background:#eef3e8;color:#2b2118;font:14px sans-serif";
      this.el.appendChild(note);
    }
    setCenter(c) { this.entry.calls.push(["setCenter", [plain(c)]]); }
    setZoom(z) { this.entry.calls.push(["setZoom", [z]]); }
    fitBounds(b, o) { this.entry.calls.push(["fitBounds", [Array.isArray(b) ? b.map(plain) : b, o]]); }
    destroy() { this.entry.destroyed = true; }
  }
  class Overlay {
    setMap(map) { this.entry.onMap = map !== null; }
  }
  class Polyline extends Overlay {
    constructor(options) {
      super();
      this.entry = { options: { ...options, map: undefined, path: options.path.map(plain) }, onMap: Boolean(options.map) };
      rec.polylines.push(this.entry);
    }
  }
  class Marker extends Overlay {
    constructor(options) {
      super();
      this.entry = { options: { ...options, map: undefined, position: plain(options.position), icon: undefined }, onMap: Boolean(options.map) };
      rec.markers.push(this.entry);
    }
  }
  window.naver = { maps: { Map, LatLng, Point, Polyline, Marker } };
})();`

/** A URL serving the stand-in script (revoke it when done). */
export const naverStandInUrl = (): string => URL.createObjectURL(new Blob([NAVER_STAND_IN_SOURCE], { type: "text/javascript" }))

/** Forgets any loaded SDK or stand-in so the next `loadNaverMaps` starts fresh. */
export const resetNaverGlobals = (): void => {
  delete (window as { naver?: unknown }).naver
  delete window.__naverStandIn
  for (const s of document.querySelectorAll('script[data-naver-maps="sdk"]')) s.remove()
}
