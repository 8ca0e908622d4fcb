/**
 * The operations that several resource clients share, each written once with its type parameters: create, get,
 * list, update, delete, export, tree view and the lists of one object. A resource client such as
 * {@link io.dgq.sdk.domains.DomainsClient} extends the ones it offers, and its raw-response view extends their
 * {@code Raw} twins. Each client's description names the route of every operation it offers.
 *
 * <p>Every method throws {@link io.dgq.sdk.errors.DgqException} (or a subclass) when the call fails, and
 * {@link IllegalArgumentException} before any request when an argument is {@code null} or blank.
 */
package io.dgq.sdk.operations;
