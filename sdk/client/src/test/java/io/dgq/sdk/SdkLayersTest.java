package io.dgq.sdk;

import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.library.dependencies.SliceAssignment;
import com.tngtech.archunit.library.dependencies.SliceIdentifier;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The SDK's packages are the layers src/docs/architecture.md draws, checked on the compiled classes with ArchUnit:
 * the core types and the transport interface at the bottom, the exceptions above them, the runtime (model runtime,
 * call path, paging) above those, the transports beside it, the resource packages above the runtime, and at the top the root package
 * and the wiring of generated implementations, which nothing imports back but the root package. No cycle passes
 * through two packages, but for those inside the runtime and inside the top (see {@link PackageSlices}).
 */
class SdkLayersTest {

    private static final String SDK = "io.dgq.sdk";

    /** The packages of the resource clients and their models. */
    private static final List<String> RESOURCES = List.of(
            "alertclusters",
            "applications",
            "auth",
            "conversations",
            "documents",
            "domains",
            "fields",
            "glossaries",
            "metricdetails",
            "metrictemplates",
            "parameters",
            "patterns",
            "sources",
            "tags",
            "terms");

    /**
     * The runtime's packages that still depend on each other (the model runtime and the call path share
     * {@code internal}): one slice in the cycle check, so that no cycle may pass through any other package.
     */
    private static final Set<String> RUNTIME =
            Set.of(SDK + ".internal", SDK + ".internal.pipeline", SDK + ".model", SDK + ".paging");

    private static final JavaClasses CLASSES = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_JARS)
            .importPackages(SDK);

    @Test
    void theLayersImportOnlyWhatIsBelowThem() {
        layeredArchitecture()
                .consideringOnlyDependenciesInLayers()
                .layer("Wiring")
                .definedBy(SDK + ".internal.clients..")
                .layer("Root")
                .definedBy(SDK)
                .layer("Resources")
                .definedBy(
                        RESOURCES.stream().map(name -> SDK + "." + name + "..").toArray(String[]::new))
                .layer("Transports")
                .definedBy(SDK + ".http.okhttp..", SDK + ".http.jdk..")
                .layer("Runtime")
                .definedBy(RUNTIME.toArray(String[]::new))
                .layer("Errors")
                .definedBy(SDK + ".errors")
                .layer("Core")
                .definedBy(SDK + ".core..", SDK + ".http", SDK + ".observability..")
                .whereLayer("Wiring")
                .mayOnlyBeAccessedByLayers("Root")
                .whereLayer("Root")
                .mayOnlyBeAccessedByLayers("Wiring")
                .whereLayer("Resources")
                .mayOnlyBeAccessedByLayers("Wiring", "Root")
                .whereLayer("Transports")
                .mayOnlyBeAccessedByLayers("Wiring", "Root")
                .whereLayer("Transports")
                .mayOnlyAccessLayers("Runtime", "Errors", "Core")
                .whereLayer("Runtime")
                .mayOnlyAccessLayers("Errors", "Core")
                .whereLayer("Errors")
                .mayOnlyAccessLayers("Core")
                .whereLayer("Core")
                .mayNotAccessAnyLayer()
                .check(CLASSES);
    }

    @Test
    void noPackageCycles() {
        slices().assignedFrom(new PackageSlices()).should().beFreeOfCycles().check(CLASSES);
    }

    /**
     * One slice per package of the SDK, but for two groups that form one each: the runtime's packages, and the top
     * (the root package, whose builder makes the wiring's client, and the wiring, which implements the root's
     * {@code DgqClient}).
     */
    private static final class PackageSlices implements SliceAssignment {

        @Override
        public SliceIdentifier getIdentifierOf(JavaClass javaClass) {
            String name = javaClass.getPackageName();
            if (!name.equals(SDK) && !name.startsWith(SDK + ".")) {
                return SliceIdentifier.ignore();
            }
            if (name.equals(SDK) || name.startsWith(SDK + ".internal.clients")) {
                return SliceIdentifier.of("top");
            }
            return SliceIdentifier.of(RUNTIME.contains(name) ? "runtime" : name);
        }

        @Override
        public String getDescription() {
            return "the packages of " + SDK + ", the runtime's as one and the top's as one";
        }
    }
}
