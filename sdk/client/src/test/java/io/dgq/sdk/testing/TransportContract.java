package io.dgq.sdk.testing;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Marks a class of the wire contract: it runs once for each of {@link Transports}, which its constructor takes, and
 * belongs to the suite the tag {@value #TAG} selects ({@code -Dgroups=transport-contract}).
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@ParameterizedClass(name = "on {0}")
@EnumSource(Transports.class)
@Tag(TransportContract.TAG)
public @interface TransportContract {

    /** The tag of the contract suite's classes. */
    String TAG = "transport-contract";
}
