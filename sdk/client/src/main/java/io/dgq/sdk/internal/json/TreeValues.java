package io.dgq.sdk.internal.json;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * Jackson trees as the SDK's public JSON values, for the packages above those values (a model's unknown fields, its
 * {@code toJson()}): the values' own conversion, which {@code JsonValue} names as its companion, so that this package
 * needs not import the values' package and the values keep their trees to themselves. Internal.
 *
 * @param <V> the JSON value type
 */
public interface TreeValues<V> {

    /**
     * Converts a tree.
     *
     * @param tree the tree; {@code null} or a missing node stands for JSON {@code null}
     * @return the value, holding a copy of the tree, never the tree itself
     */
    V valueOf(JsonNode tree);
}
