package io.dgq.sdk.internal.checks;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Names the SDK-internal companion of a type: the generated or hand-written code (a model's table of fields, the
 * naming of a failed call) that the runtime below the type calls. The runtime makes it once, when it first needs it
 * ({@link Companions}), so nothing registers into the runtime when a class is loaded. Internal.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
public @interface Companion {

    /** {@return the companion's class: a class with a constructor that takes no arguments} */
    Class<?> value();
}
