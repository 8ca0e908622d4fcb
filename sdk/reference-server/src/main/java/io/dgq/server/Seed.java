package io.dgq.server;

/** The data a server starts with, and returns to on {@link ReferenceServer#reset()}. */
public enum Seed {

    /** No records at all. */
    EMPTY,

    /**
     * A small, coherent workspace across every resource: sources, domains with sub-domains, glossaries with
     * categories and terms, tags, applications, custom fields, patterns, parameters, templates with metrics, alert
     * clusters with alerts, documents and conversations. Ids are stable across starts and resets.
     */
    DEMO
}
