/**
 * Conversations attached to an object: {@link io.dgq.sdk.conversations.ConversationsClient} and its models and
 * requests.
 */
package io.dgq.sdk.conversations;
