import { useState, type ReactElement } from "react"
import { useParams } from "wouter"
import { connectProduct, productIdOf, provideProductMachine, storedCartAdd } from "@mungwalk/core/product"
import { browserStorage } from "../../platform/storage.ts"
import { useConnected } from "../../app/useConnected.ts"
import { ProductDetailView } from "./ProductDetailView.tsx"

/**
 * A cart add sent and not known to have succeeded is kept in this tab's session storage (read
 * once), so added again after a reload it goes under the same key and is never added twice.
 */
const ProductDetail = ({ productId }: { productId: string }) => {
  const [memory] = useState(() => {
    const id = productIdOf(productId)
    return id === null ? null : storedCartAdd(browserStorage("session"), id)
  })
  const [input] = useState(() => ({ productId, cartAdd: memory?.read() ?? null }))
  return (
    <ProductDetailView
      detail={useConnected(
        ({ api, navigate }) => provideProductMachine(memory ? { api, navigate, cartAddMemory: memory } : { api, navigate }),
        input,
        connectProduct
      )}
    />
  )
}

/** `/shop/item/{id}`: one product machine per address (an id naming nothing is its `notFound`). */
export const ProductDetailScreen = (): ReactElement => {
  const productId = useParams<{ id: string }>().id
  return <ProductDetail key={productId} productId={productId} />
}
