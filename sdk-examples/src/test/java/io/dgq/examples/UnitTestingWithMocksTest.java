package io.dgq.examples;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dgq.sdk.errors.DgqNotFoundException;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Runs {@link UnitTestingWithMocks}: the catalog on the hand-written fake, no server. */
class UnitTestingWithMocksTest {

    private static String text;

    @BeforeAll
    static void runTheExample() {
        Captured captured = new Captured();
        UnitTestingWithMocks.run(captured.out);
        text = captured.text();
    }

    @Test
    void findsTheDomainOnTheSecondPageOfTheFake() {
        assertThat(text).contains("Found 'Finance' (d-101) after 2 list calls of 100 domains");
    }

    @Test
    void printsTheRenamedDomainAsTheModelPrintsItself() {
        assertThat(text).contains("Renamed: Domain{id=\"d-101\", name=\"Group Finance\"}");
    }

    @Test
    void reportsTheMissingDomainInsteadOfFailing() {
        assertThat(text).contains("Renaming d-999: no such domain, nothing renamed");
    }

    @Test
    void theFakeAnswersAnUnknownIdWithTheSdksNotFoundException() {
        UnitTestingWithMocks.InMemoryDomains domains = new UnitTestingWithMocks.InMemoryDomains();
        assertThatThrownBy(() -> domains.get("d-1"))
                .isInstanceOfSatisfying(DgqNotFoundException.class, e -> {
                    assertThat(e.statusCode()).isEqualTo(404);
                    assertThat(e.errorCode()).contains("NOT_FOUND");
                })
                .hasMessageContaining("No domain with id 'd-1'");
    }
}
