package io.dgq.spring.boot;

import org.springframework.boot.diagnostics.AbstractFailureAnalyzer;
import org.springframework.boot.diagnostics.FailureAnalysis;

/**
 * Turns a {@link DgqClientConfigurationException} into Spring Boot's start-up report: what is wrong, naming the
 * property, and what to set, instead of a stack trace only.
 */
public final class DgqFailureAnalyzer extends AbstractFailureAnalyzer<DgqClientConfigurationException> {

    /** Creates the analyzer; Spring Boot finds it through {@code META-INF/spring.factories}. */
    public DgqFailureAnalyzer() {}

    @Override
    protected FailureAnalysis analyze(Throwable rootFailure, DgqClientConfigurationException cause) {
        return new FailureAnalysis(
                "The DGQ client could not be configured. " + cause.getMessage(), cause.action(), cause);
    }
}
