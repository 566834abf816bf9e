import Mustache

// Direct member lookup for the renderer: Mustache otherwise reflects each model with `Mirror` on every
// tag, which dominates rendering time in debug builds. `ViewModelLookupTests` checks that each switch
// answers exactly the stored properties `Mirror` sees, so a property added to a model cannot be forgotten here.
// An absent optional answers `false`, not `nil`: Mustache would otherwise look the name up again in every
// enclosing model before treating the section as empty.

extension FlowFileModel: MustacheParent {
    /// The stored property called `key`.
    func child(named key: String) -> Any? {
        switch key {
        case "header": self.header
        case "access": self.access
        case "enumName": self.enumName
        case "flowTitle": self.flowTitle
        case "sourceFile": self.sourceFile
        case "namespaces": self.namespaces
        case "hasTimeout": self.hasTimeout
        case "timeout": self.timeout
        case "installs": self.installs
        case "davinciSettings": self.davinciSettings
        case "installList": self.installList
        case "modules": self.modules
        case "steps": self.steps.map { $0 as Any } ?? false
        default: nil
        }
    }
}

extension NamespaceModel: MustacheParent {
    /// The stored property called `key`.
    func child(named key: String) -> Any? {
        switch key {
        case "name": self.name
        default: nil
        }
    }
}

extension InstallModel: MustacheParent {
    /// The stored property called `key`.
    func child(named key: String) -> Any? {
        switch key {
        case "module": self.module
        case "hasSettings": self.hasSettings
        case "settings": self.settings
        default: nil
        }
    }
}

extension SettingModel: MustacheParent {
    /// The stored property called `key`.
    func child(named key: String) -> Any? {
        switch key {
        case "name": self.name
        case "value": self.value
        default: nil
        }
    }
}

extension ModuleModel: MustacheParent {
    /// The stored property called `key`.
    func child(named key: String) -> Any? {
        switch key {
        case "name": self.name
        case "title": self.title
        case "runtimeName": self.runtimeName
        case "isRuntime": self.isRuntime
        case "runtimeExpression": self.runtimeExpression
        case "runtimeConfigType": self.runtimeConfigType
        case "hasConfig": self.hasConfig
        case "configType": self.configType
        case "configFields": self.configFields
        case "moduleArguments": self.moduleArguments
        case "usesConfig": self.usesConfig
        case "usesContext": self.usesContext
        case "hooks": self.hooks
        default: nil
        }
    }
}

extension ConfigFieldModel: MustacheParent {
    /// The stored property called `key`.
    func child(named key: String) -> Any? {
        switch key {
        case "name": self.name
        case "title": self.title
        case "type": self.type
        case "defaultValue": self.defaultValue
        default: nil
        }
    }
}

extension HookModel: MustacheParent {
    /// The stored property called `key`.
    func child(named key: String) -> Any? {
        switch key {
        case "state": self.state
        case "signature": self.signature
        case "hasMutableCopy": self.hasMutableCopy
        case "mutableCopy": self.mutableCopy
        case "hasResult": self.hasResult
        case "result": self.result
        case "actions": self.actions
        default: nil
        }
    }
}

extension ActionModel: MustacheParent {
    /// The stored property called `key`.
    func child(named key: String) -> Any? {
        switch key {
        case "hasCondition": self.hasCondition
        case "condition": self.condition
        case "requestCalls": self.requestCalls
        case "body": self.body.map { $0 as Any } ?? false
        case "store": self.store.map { $0 as Any } ?? false
        case "call": self.call.map { $0 as Any } ?? false
        default: nil
        }
    }
}

extension RequestCallModel: MustacheParent {
    /// The stored property called `key`.
    func child(named key: String) -> Any? {
        switch key {
        case "method": self.method
        case "name": self.name
        case "value": self.value
        default: nil
        }
    }
}

extension BodyModel: MustacheParent {
    /// The stored property called `key`.
    func child(named key: String) -> Any? {
        switch key {
        case "fields": self.fields
        default: nil
        }
    }
}

extension BodyFieldModel: MustacheParent {
    /// The stored property called `key`.
    func child(named key: String) -> Any? {
        switch key {
        case "name": self.name
        case "value": self.value
        default: nil
        }
    }
}

extension StoreModel: MustacheParent {
    /// The stored property called `key`.
    func child(named key: String) -> Any? {
        switch key {
        case "source": self.source
        case "value": self.value
        case "target": self.target
        case "key": self.key
        default: nil
        }
    }
}

extension CallModel: MustacheParent {
    /// The stored property called `key`.
    func child(named key: String) -> Any? {
        switch key {
        case "assignment": self.assignment
        case "function": self.function
        case "hookType": self.hookType
        case "arguments": self.arguments
        default: nil
        }
    }
}

extension StepsModel: MustacheParent {
    /// The stored property called `key`.
    func child(named key: String) -> Any? {
        switch key {
        case "cases": self.cases
        case "formSteps": self.formSteps
        case "successCase": self.successCase
        case "hasSuccessStep": self.hasSuccessStep
        case "names": self.names
        case "graph": self.graph
        default: nil
        }
    }
}

extension StepCaseModel: MustacheParent {
    /// The stored property called `key`.
    func child(named key: String) -> Any? {
        switch key {
        case "name": self.name
        case "title": self.title
        case "payload": self.payload
        case "isForm": self.isForm
        default: nil
        }
    }
}

extension FormStepModel: MustacheParent {
    /// The stored property called `key`.
    func child(named key: String) -> Any? {
        switch key {
        case "name": self.name
        case "formType": self.formType
        default: nil
        }
    }
}

extension StepNameModel: MustacheParent {
    /// The stored property called `key`.
    func child(named key: String) -> Any? {
        switch key {
        case "name": self.name
        case "hasNext": self.hasNext
        case "next": self.next
        default: nil
        }
    }
}

extension StepNextModel: MustacheParent {
    /// The stored property called `key`.
    func child(named key: String) -> Any? {
        switch key {
        case "name": self.name
        default: nil
        }
    }
}

extension CollectorsFileModel: MustacheParent {
    /// The stored property called `key`.
    func child(named key: String) -> Any? {
        switch key {
        case "header": self.header
        case "access": self.access
        case "namespace": self.namespace
        case "sourceFile": self.sourceFile
        case "registrations": self.registrations
        case "forms": self.forms
        case "customCollectors": self.customCollectors
        default: nil
        }
    }
}

extension RegistrationModel: MustacheParent {
    /// The stored property called `key`.
    func child(named key: String) -> Any? {
        switch key {
        case "fieldType": self.fieldType
        case "collector": self.collector
        default: nil
        }
    }
}

extension FormModel: MustacheParent {
    /// The stored property called `key`.
    func child(named key: String) -> Any? {
        switch key {
        case "typeName": self.typeName
        case "title": self.title
        case "formName": self.formName
        case "matchDescription": self.matchDescription
        case "matchCondition": self.matchCondition
        case "fields": self.fields
        case "requiredFields": self.requiredFields
        default: nil
        }
    }
}

extension FormFieldModel: MustacheParent {
    /// The stored property called `key`.
    func child(named key: String) -> Any? {
        switch key {
        case "name": self.name
        case "local": self.local
        case "title": self.title
        case "collector": self.collector
        case "key": self.key
        case "isOptional": self.isOptional
        case "optionalArgument": self.optionalArgument
        case "propertyType": self.propertyType
        default: nil
        }
    }
}

extension CustomCollectorModel: MustacheParent {
    /// The stored property called `key`.
    func child(named key: String) -> Any? {
        switch key {
        case "className": self.className
        case "title": self.title
        case "fieldType": self.fieldType
        case "valueType": self.valueType
        case "defaultValue": self.defaultValue
        case "readValue": self.readValue
        case "payload": self.payload
        case "usesTextRules": self.usesTextRules
        case "validationSummary": self.validationSummary
        case "validation": self.validation
        case "properties": self.properties
        default: nil
        }
    }
}

extension CollectorPropertyModel: MustacheParent {
    /// The stored property called `key`.
    func child(named key: String) -> Any? {
        switch key {
        case "name": self.name
        case "title": self.title
        case "type": self.type
        case "read": self.read
        default: nil
        }
    }
}

extension GraphModel: MustacheParent {
    /// The stored property called `key`.
    func child(named key: String) -> Any? {
        switch key {
        case "start": self.start
        case "kinds": self.kinds
        case "segues": self.segues
        case "formSteps": self.formSteps
        case "hasFormSteps": self.hasFormSteps
        case "operationSteps": self.operationSteps
        case "hasEndSteps": self.hasEndSteps
        case "endCases": self.endCases
        default: nil
        }
    }
}

extension GraphStepKindModel: MustacheParent {
    /// The stored property called `key`.
    func child(named key: String) -> Any? {
        switch key {
        case "name": self.name
        case "kind": self.kind
        default: nil
        }
    }
}

extension SegueModel: MustacheParent {
    /// The stored property called `key`.
    func child(named key: String) -> Any? {
        switch key {
        case "source": self.source
        case "target": self.target
        case "condition": self.condition
        case "hasRetry": self.hasRetry
        case "retry": self.retry
        default: nil
        }
    }
}

extension GraphFormStepModel: MustacheParent {
    /// The stored property called `key`.
    func child(named key: String) -> Any? {
        switch key {
        case "name": self.name
        case "title": self.title
        case "formType": self.formType
        case "isLast": self.isLast
        default: nil
        }
    }
}

extension OperationStepModel: MustacheParent {
    /// The stored property called `key`.
    func child(named key: String) -> Any? {
        switch key {
        case "name": self.name
        case "title": self.title
        case "function": self.function
        case "hasResults": self.hasResults
        case "resultType": self.resultType
        case "results": self.results
        default: nil
        }
    }
}

extension ResultCaseModel: MustacheParent {
    /// The stored property called `key`.
    func child(named key: String) -> Any? {
        switch key {
        case "name": self.name
        case "rawValue": self.rawValue
        default: nil
        }
    }
}
