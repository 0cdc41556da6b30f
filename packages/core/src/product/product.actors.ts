/** The detail's calls and navigation: `productMachine.provide(createProductImplementations({ api, navigate }))`. */
import { fromApiCall } from "../api/abort.ts"
import type { Product } from "../schema/shop.ts"
import { productMachine } from "./product.machine.ts"
import type { AddToCartInput, LikeProductInput, ProductContext, ProductPorts } from "./product.types.ts"

export const createProductImplementations = ({ api, navigate, cartAddMemory }: ProductPorts) => ({
  actors: {
    loadProduct: fromApiCall<Product, { productId: number }>(
      async ({ input, signal }) => (await api.call("productDetail", { query: { productId: input.productId } }, { signal })).itemDetail
    ),
    likeProduct: fromApiCall<void, LikeProductInput>(async ({ input, signal }) => {
      await api.call(input.liked ? "likeProduct" : "unlikeProduct", { query: { productId: input.productId } }, { signal })
    }),
    addToCart: fromApiCall<void, AddToCartInput>(async ({ input, signal }) => {
      await api.call("addToCart", { body: { productId: input.productId, quantity: input.quantity } }, { signal, idempotencyKey: input.submissionKey })
    })
  },
  actions: {
    navigate: (_: unknown, params: { path: string }) => navigate(params.path),
    keepCartAdd: ({ context }: { context: ProductContext }) => (context.cartAdd ? cartAddMemory?.save(context.cartAdd) : cartAddMemory?.clear())
  }
})

export const provideProductMachine = (ports: ProductPorts) => productMachine.provide(createProductImplementations(ports))
