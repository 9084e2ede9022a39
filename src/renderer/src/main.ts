import { createPinia } from 'pinia';
import { createApp } from 'vue';
import App from './App.vue';
import './styles/theme.css';
import { applyMotion, readMotionChoice, resolveMotion, systemReducesMotion } from './styles/motion-choice';
import { applyTheme, readThemeChoice, resolveTheme, systemPrefersDark } from './styles/theme-choice';

// Before the first paint, so a dark-theme player never sees a flash of the light one.
applyTheme(resolveTheme(readThemeChoice(), systemPrefersDark()));
applyMotion(resolveMotion(readMotionChoice(), systemReducesMotion()));

createApp(App).use(createPinia()).mount('#app');
