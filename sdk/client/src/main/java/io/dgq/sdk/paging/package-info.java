/**
 * Lists: the common list body ({@link io.dgq.sdk.paging.ListRequest} with its sort and filter instructions), the
 * {@link io.dgq.sdk.paging.Page} of records it answers, the lazy {@link io.dgq.sdk.paging.AutoPager} and its
 * asynchronous counterpart {@link io.dgq.sdk.paging.AsyncPager}.
 */
package io.dgq.sdk.paging;
