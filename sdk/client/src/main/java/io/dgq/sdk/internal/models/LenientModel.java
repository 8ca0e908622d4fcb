package io.dgq.sdk.internal.models;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks the interface of the response models, and so every model that implements it, as decoded field by field by
 * {@link LenientFields}. The mark is how that module knows a model without depending on the model package. Internal.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
public @interface LenientModel {}
