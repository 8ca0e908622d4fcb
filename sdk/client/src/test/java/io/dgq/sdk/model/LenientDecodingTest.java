package io.dgq.sdk.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.dgq.sdk.domains.Domain;
import io.dgq.sdk.domains.DomainListItem;
import io.dgq.sdk.errors.DgqDecodingException;
import io.dgq.sdk.metricdetails.MetricDetail;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.Page;
import io.dgq.sdk.sources.Source;
import io.dgq.sdk.testing.MockApiTest;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * One value of the wrong type in a record fails neither the answer nor the page: it fails that field's accessor,
 * and {@code validate()}, naming the field and never its value.
 */
class LenientDecodingTest extends MockApiTest {

    private static final String GOOD =
            "{\"id\":\"d-1\",\"name\":\"Customer\",\"level\":0," + "\"owner\":[{\"id\":\"u-1\",\"name\":\"Ada\"}]}";

    @Test
    void aRecordWithAFieldOfTheWrongTypeDoesNotBreakItsPage() {
        String bad = "{\"id\":\"d-2\",\"name\":\"Broken\",\"level\":\"deep-secret-value\","
                + "\"owner\":[{\"id\":\"u-2\",\"name\":{\"first\":\"Bo\"}},{\"id\":\"u-3\",\"name\":\"Cy\"}]}";
        api.enqueueData("{\"data\":[" + GOOD + "," + bad + "],\"total_count\":2}");

        Page<DomainListItem> page = client.domains().list(ListRequest.firstPage());

        assertThat(page.items()).hasSize(2);
        DomainListItem good = page.items().get(0);
        assertThatCode(good::validate).doesNotThrowAnyException();
        assertThat(good.level()).isZero();

        DomainListItem broken = page.items().get(1);
        assertThat(broken.name()).isEqualTo("Broken");
        assertThat(broken.id()).isEqualTo("d-2");
        DgqDecodingException level = catchThrowableOfType(DgqDecodingException.class, broken::level);
        assertThat(level.fields()).containsExactly("level");
        assertThat(level.getMessage())
                .contains("DomainListItem field 'level' is not an integer (the answer holds a string)")
                .doesNotContain("deep-secret-value");

        // The nested owner decodes on its own: its sibling and its other fields read as usual.
        assertThat(broken.owners()).hasSize(2);
        assertThat(broken.owners().get(0).id()).isEqualTo("u-2");
        assertThat(broken.owners().get(1).name()).isEqualTo("Cy");
        DgqDecodingException name = catchThrowableOfType(
                DgqDecodingException.class, () -> broken.owners().get(0).name());
        assertThat(name.getMessage()).contains("Owner field 'name' is not a string (the answer holds an object)");

        DgqDecodingException all = catchThrowableOfType(DgqDecodingException.class, broken::validate);
        assertThat(all.fields()).containsExactly("level", "owner[0].name");
        assertThat(all.getMessage())
                .startsWith("DomainListItem has 2 fields that did not decode: 'level' is not an integer")
                .doesNotContain("deep-secret-value");
    }

    @Test
    void theValueReceivedIsKeptForToBuilderEqualsAndToString() {
        api.enqueueData("{\"id\":\"d-2\",\"name\":\"Broken\",\"level\":[1,2],\"owner\":\"nobody\"}");
        Domain domain = client.domains().get("d-2");

        catchThrowableOfType(DgqDecodingException.class, domain::owners);
        assertThat(domain.toString()).contains("level=[1,2]").contains("owner=\"nobody\"");
        Domain copy = domain.toBuilder().build();
        assertThat(copy).isEqualTo(domain).hasSameHashCodeAs(domain);
        assertThat(catchThrowableOfType(DgqDecodingException.class, copy::level).fields())
                .containsExactly("level");

        // Setting the field with its typed setter repairs it.
        Domain repaired = domain.toBuilder().level(2L).owners(List.of()).build();
        assertThat(repaired.level()).isEqualTo(2);
        assertThatCode(repaired::validate).doesNotThrowAnyException();
    }

    @Test
    void aSecretOfTheWrongTypeStaysMasked() {
        api.enqueueData("{\"id\":\"s-1\",\"name\":\"warehouse\",\"config\":\"password=hunter2\"}");
        Source source = client.sources().get("s-1");

        assertThat(source.name()).isEqualTo("warehouse");
        assertThat(source.toString()).contains("config=****").doesNotContain("hunter2");
        DgqDecodingException error = catchThrowableOfType(DgqDecodingException.class, source::validate);
        assertThat(error.fields()).containsExactly("config");
        assertThat(error.getMessage()).doesNotContain("hunter2");
    }

    @Test
    void nestedAndScalarMismatchesOfEveryKindAreKeptPerField() {
        api.enqueueData("{\"id\":\"m-1\",\"name\":\"Rows\",\"is_active\":\"yes\",\"weightage\":1.5e400,"
                + "\"created_at\":\"last tuesday\",\"threshold\":\"high\",\"properties\":{\"a\":1},"
                + "\"status\":7}");
        MetricDetail detail = client.metricDetails().get("m-1");

        assertThat(detail.name()).isEqualTo("Rows");
        DgqDecodingException error = catchThrowableOfType(DgqDecodingException.class, detail::validate);
        assertThat(error.fields()).contains("is_active", "weightage", "created_at", "threshold", "properties");
        assertThat(catchThrowableOfType(DgqDecodingException.class, detail::createdAt)
                        .getMessage())
                .contains("'created_at' is not a timestamp string (the answer holds a string)");
        assertThat(catchThrowableOfType(DgqDecodingException.class, detail::properties)
                        .getMessage())
                .contains("'properties' is not a list of JsonObject (the answer holds an object)");
        assertThat(catchThrowableOfType(DgqDecodingException.class, detail::threshold)
                        .getMessage())
                .contains("'threshold' is not an object (Threshold) (the answer holds a string)");
    }

    @Test
    void aListElementThatDoesNotFitKeepsTheWholeListAsReceived() {
        api.enqueueData("{\"id\":\"d-3\",\"name\":\"Lists\",\"owner\":[{\"id\":\"u-1\"},\"u-2\",[3],{\"id\":\"u-4\"}],"
                + "\"tag\":[{\"id\":\"t-1\"},7],\"glossary\":[{\"id\":\"g-1\"}]}");
        Domain domain = client.domains().get("d-3");

        assertThat(domain.glossaries()).extracting(NamedReference::id).containsExactly("g-1");
        assertThat(catchThrowableOfType(DgqDecodingException.class, domain::owners)
                        .getMessage())
                .contains("'owner' is not a list of Owner (the answer holds an array whose element [1] is a string,"
                        + " not an object (Owner))");
        assertThat(catchThrowableOfType(DgqDecodingException.class, domain::tags)
                        .getMessage())
                .contains("'tag' is not a list of JsonObject (the answer holds an array whose element [1] is a number");
        assertThat(domain.toString())
                .contains("owner=[{\"id\":\"u-1\"},\"u-2\",[3],{\"id\":\"u-4\"}]")
                .contains("tag=[{\"id\":\"t-1\"},7]");
        assertThat(domain.toBuilder().build()).isEqualTo(domain).hasSameHashCodeAs(domain);
    }

    @Test
    void aLongListWhoseLastElementDoesNotFitIsKeptWhole() {
        StringBuilder owners = new StringBuilder("[");
        for (int i = 0; i < 20_000; i++) {
            owners.append("{\"id\":\"u-").append(i).append("\"},");
        }
        owners.append("42]");
        api.enqueueData("{\"id\":\"d-4\",\"name\":\"Long\",\"owner\":" + owners + "}");
        Domain domain = client.domains().get("d-4");

        assertThat(domain.name()).isEqualTo("Long");
        assertThat(catchThrowableOfType(DgqDecodingException.class, domain::owners)
                        .getMessage())
                .contains("whose element [20000] is a number, not an object (Owner)");
        assertThat(domain.toBuilder().build()).isEqualTo(domain);
    }

    @Test
    void nestingDeeperThanTheParserAllowsStillFailsTheWholeAnswer() {
        String deep = "[".repeat(5_000) + "]".repeat(5_000);
        api.enqueueData("{\"id\":\"d-5\",\"name\":" + deep + "}");

        DgqDecodingException error = catchThrowableOfType(
                DgqDecodingException.class, () -> client.domains().get("d-5"));
        assertThat(error.fields()).isEmpty();
        assertThat(error.getMessage()).contains("GET /api/v1/governance/domain/{domainId}");
    }
}
