import { atom, onMount } from 'nanostores';
import { TIMERS } from '../lib/constants.ts';
import { deviceClass, type DeviceClass } from '../lib/device.ts';

/** The device class of spec section 9, recomputed on resize (debounced 300 ms). */
export const $device = atom<DeviceClass>('large');

/** Width without the scrollbar, as the spec's breakpoints are measured. */
function width(): number {
  return document.documentElement.clientWidth || window.innerWidth;
}

onMount($device, () => {
  $device.set(deviceClass(width()));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onResize = () => {
    clearTimeout(timer);
    timer = setTimeout(() => $device.set(deviceClass(width())), TIMERS.resizeDebounce);
  };
  window.addEventListener('resize', onResize, { passive: true });
  return () => {
    clearTimeout(timer);
    window.removeEventListener('resize', onResize);
  };
});
