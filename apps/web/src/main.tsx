import { StrictMode } from "react"
import { createRoot } from "react-dom/client"
import { lightTheme } from "./ui/index.ts"
import { App } from "./app/App.tsx"
import { AppServicesProvider, createAppServices } from "./app/services.tsx"
import { registerServiceWorker } from "./platform/serviceWorker.ts"

document.documentElement.classList.add(lightTheme)

const services = createAppServices()

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <AppServicesProvider services={services}>
      <App />
    </AppServicesProvider>
  </StrictMode>
)

registerServiceWorker(services.connectivity, () => import("virtual:pwa-register"))
