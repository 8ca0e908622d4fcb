/**
 * The SDK's own immutable JSON values: {@link io.dgq.sdk.json.JsonValue} and its kinds ({@link
 * io.dgq.sdk.json.JsonObject}, {@link io.dgq.sdk.json.JsonArray}, {@link io.dgq.sdk.json.JsonString}, {@link
 * io.dgq.sdk.json.JsonNumber}, {@link io.dgq.sdk.json.JsonBoolean}, {@link io.dgq.sdk.json.JsonNull}), for a model's
 * unknown fields, free-form members and bodies. They convert to and from plain Java values and need no JSON library
 * in an application's code; any Jackson 2 mapper reads and writes them as the SDK does.
 */
package io.dgq.sdk.json;
