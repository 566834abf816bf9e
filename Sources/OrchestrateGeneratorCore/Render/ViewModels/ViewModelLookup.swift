// Generated from the view models by `ORCHESTRATE_BLESS=1 swift test --filter TemplateTests`. Do not edit.
//
// Direct member lookup for the renderer, one switch per view model: Mustache would otherwise reflect each
// model with `Mirror` on every tag, which dominates rendering time. A model's template variables are its
// stored properties; `TemplateTests` writes this file from them, and fails when it is out of date.

extension FlowFileModel: TemplateModel {
    /// The stored property called `key`.
    func value(named key: String) -> TemplateValue? {
        switch key {
        case "header": TemplateValue(self.header)
        case "access": TemplateValue(self.access)
        case "runtimeAPI": TemplateValue(self.runtimeAPI)
        case "enumName": TemplateValue(self.enumName)
        case "flowTitle": TemplateValue(self.flowTitle)
        case "sourceFile": TemplateValue(self.sourceFile)
        case "namespaces": TemplateValue(self.namespaces)
        case "hasTimeout": TemplateValue(self.hasTimeout)
        case "timeout": TemplateValue(self.timeout)
        case "installs": TemplateValue(self.installs)
        case "davinciSettings": TemplateValue(self.davinciSettings)
        case "installList": TemplateValue(self.installList)
        case "modules": TemplateValue(self.modules)
        case "steps": TemplateValue(self.steps)
        case "isJourney": TemplateValue(self.isJourney)
        case "journeyName": TemplateValue(self.journeyName)
        case "journeyTitle": TemplateValue(self.journeyTitle)
        case "journeySettings": TemplateValue(self.journeySettings)
        case "callbackNamespaces": TemplateValue(self.callbackNamespaces)
        default: nil
        }
    }
}

extension NamespaceModel: TemplateModel {
    /// The stored property called `key`.
    func value(named key: String) -> TemplateValue? {
        switch key {
        case "name": TemplateValue(self.name)
        default: nil
        }
    }
}

extension InstallModel: TemplateModel {
    /// The stored property called `key`.
    func value(named key: String) -> TemplateValue? {
        switch key {
        case "module": TemplateValue(self.module)
        case "title": TemplateValue(self.title)
        case "hasSettings": TemplateValue(self.hasSettings)
        case "settings": TemplateValue(self.settings)
        default: nil
        }
    }
}

extension SettingModel: TemplateModel {
    /// The stored property called `key`.
    func value(named key: String) -> TemplateValue? {
        switch key {
        case "name": TemplateValue(self.name)
        case "value": TemplateValue(self.value)
        default: nil
        }
    }
}

extension ModuleModel: TemplateModel {
    /// The stored property called `key`.
    func value(named key: String) -> TemplateValue? {
        switch key {
        case "name": TemplateValue(self.name)
        case "title": TemplateValue(self.title)
        case "runtimeName": TemplateValue(self.runtimeName)
        case "isRuntime": TemplateValue(self.isRuntime)
        case "runtimeExpression": TemplateValue(self.runtimeExpression)
        case "runtimeConfigType": TemplateValue(self.runtimeConfigType)
        case "hasConfig": TemplateValue(self.hasConfig)
        case "configType": TemplateValue(self.configType)
        case "configFields": TemplateValue(self.configFields)
        case "moduleArguments": TemplateValue(self.moduleArguments)
        case "usesConfig": TemplateValue(self.usesConfig)
        case "usesContext": TemplateValue(self.usesContext)
        case "hooks": TemplateValue(self.hooks)
        default: nil
        }
    }
}

extension ConfigFieldModel: TemplateModel {
    /// The stored property called `key`.
    func value(named key: String) -> TemplateValue? {
        switch key {
        case "name": TemplateValue(self.name)
        case "title": TemplateValue(self.title)
        case "type": TemplateValue(self.type)
        case "defaultValue": TemplateValue(self.defaultValue)
        default: nil
        }
    }
}

extension HookModel: TemplateModel {
    /// The stored property called `key`.
    func value(named key: String) -> TemplateValue? {
        switch key {
        case "state": TemplateValue(self.state)
        case "hasSignature": TemplateValue(self.hasSignature)
        case "signature": TemplateValue(self.signature)
        case "hasMutableCopy": TemplateValue(self.hasMutableCopy)
        case "mutableCopy": TemplateValue(self.mutableCopy)
        case "hasResult": TemplateValue(self.hasResult)
        case "result": TemplateValue(self.result)
        case "actions": TemplateValue(self.actions)
        default: nil
        }
    }
}

extension ActionModel: TemplateModel {
    /// The stored property called `key`.
    func value(named key: String) -> TemplateValue? {
        switch key {
        case "hasCondition": TemplateValue(self.hasCondition)
        case "condition": TemplateValue(self.condition)
        case "requestCalls": TemplateValue(self.requestCalls)
        case "body": TemplateValue(self.body)
        case "store": TemplateValue(self.store)
        case "call": TemplateValue(self.call)
        default: nil
        }
    }
}

extension RequestCallModel: TemplateModel {
    /// The stored property called `key`.
    func value(named key: String) -> TemplateValue? {
        switch key {
        case "method": TemplateValue(self.method)
        case "name": TemplateValue(self.name)
        case "value": TemplateValue(self.value)
        default: nil
        }
    }
}

extension BodyModel: TemplateModel {
    /// The stored property called `key`.
    func value(named key: String) -> TemplateValue? {
        switch key {
        case "fields": TemplateValue(self.fields)
        default: nil
        }
    }
}

extension BodyFieldModel: TemplateModel {
    /// The stored property called `key`.
    func value(named key: String) -> TemplateValue? {
        switch key {
        case "name": TemplateValue(self.name)
        case "value": TemplateValue(self.value)
        default: nil
        }
    }
}

extension StoreModel: TemplateModel {
    /// The stored property called `key`.
    func value(named key: String) -> TemplateValue? {
        switch key {
        case "source": TemplateValue(self.source)
        case "kind": TemplateValue(self.kind)
        case "target": TemplateValue(self.target)
        case "key": TemplateValue(self.key)
        default: nil
        }
    }
}

extension CallModel: TemplateModel {
    /// The stored property called `key`.
    func value(named key: String) -> TemplateValue? {
        switch key {
        case "assignment": TemplateValue(self.assignment)
        case "function": TemplateValue(self.function)
        case "hookType": TemplateValue(self.hookType)
        case "arguments": TemplateValue(self.arguments)
        default: nil
        }
    }
}

extension StepsModel: TemplateModel {
    /// The stored property called `key`.
    func value(named key: String) -> TemplateValue? {
        switch key {
        case "cases": TemplateValue(self.cases)
        case "formSteps": TemplateValue(self.formSteps)
        case "successCase": TemplateValue(self.successCase)
        case "hasSuccessStep": TemplateValue(self.hasSuccessStep)
        case "names": TemplateValue(self.names)
        case "graph": TemplateValue(self.graph)
        default: nil
        }
    }
}

extension StepCaseModel: TemplateModel {
    /// The stored property called `key`.
    func value(named key: String) -> TemplateValue? {
        switch key {
        case "name": TemplateValue(self.name)
        case "title": TemplateValue(self.title)
        case "payload": TemplateValue(self.payload)
        case "isForm": TemplateValue(self.isForm)
        default: nil
        }
    }
}

extension FormStepModel: TemplateModel {
    /// The stored property called `key`.
    func value(named key: String) -> TemplateValue? {
        switch key {
        case "name": TemplateValue(self.name)
        case "formType": TemplateValue(self.formType)
        default: nil
        }
    }
}

extension StepNameModel: TemplateModel {
    /// The stored property called `key`.
    func value(named key: String) -> TemplateValue? {
        switch key {
        case "name": TemplateValue(self.name)
        case "isLast": TemplateValue(self.isLast)
        default: nil
        }
    }
}

extension GraphModel: TemplateModel {
    /// The stored property called `key`.
    func value(named key: String) -> TemplateValue? {
        switch key {
        case "start": TemplateValue(self.start)
        case "lines": TemplateValue(self.lines)
        case "formSteps": TemplateValue(self.formSteps)
        case "hasFormSteps": TemplateValue(self.hasFormSteps)
        case "operationSteps": TemplateValue(self.operationSteps)
        case "hasEndSteps": TemplateValue(self.hasEndSteps)
        case "endCases": TemplateValue(self.endCases)
        case "hasServerSteps": TemplateValue(self.hasServerSteps)
        case "serverCases": TemplateValue(self.serverCases)
        case "isPublic": TemplateValue(self.isPublic)
        case "needsRunner": TemplateValue(self.needsRunner)
        default: nil
        }
    }
}

extension GraphLineModel: TemplateModel {
    /// The stored property called `key`.
    func value(named key: String) -> TemplateValue? {
        switch key {
        case "text": TemplateValue(self.text)
        default: nil
        }
    }
}

extension GraphFormStepModel: TemplateModel {
    /// The stored property called `key`.
    func value(named key: String) -> TemplateValue? {
        switch key {
        case "name": TemplateValue(self.name)
        case "title": TemplateValue(self.title)
        case "formType": TemplateValue(self.formType)
        case "isLast": TemplateValue(self.isLast)
        default: nil
        }
    }
}

extension OperationStepModel: TemplateModel {
    /// The stored property called `key`.
    func value(named key: String) -> TemplateValue? {
        switch key {
        case "name": TemplateValue(self.name)
        case "title": TemplateValue(self.title)
        case "function": TemplateValue(self.function)
        case "hasResults": TemplateValue(self.hasResults)
        case "resultType": TemplateValue(self.resultType)
        case "results": TemplateValue(self.results)
        default: nil
        }
    }
}

extension ResultCaseModel: TemplateModel {
    /// The stored property called `key`.
    func value(named key: String) -> TemplateValue? {
        switch key {
        case "name": TemplateValue(self.name)
        case "rawValue": TemplateValue(self.rawValue)
        default: nil
        }
    }
}

extension MappingsFileModel: TemplateModel {
    /// The stored property called `key`.
    func value(named key: String) -> TemplateValue? {
        switch key {
        case "header": TemplateValue(self.header)
        case "access": TemplateValue(self.access)
        case "runtimeAPI": TemplateValue(self.runtimeAPI)
        case "namespace": TemplateValue(self.namespace)
        case "sourceFile": TemplateValue(self.sourceFile)
        case "words": TemplateValue(self.words)
        case "registrations": TemplateValue(self.registrations)
        case "forms": TemplateValue(self.forms)
        case "customCollectors": TemplateValue(self.customCollectors)
        case "customCallbacks": TemplateValue(self.customCallbacks)
        default: nil
        }
    }
}

extension MappingVocabulary.TemplateWords: TemplateModel {
    /// The stored property called `key`.
    func value(named key: String) -> TemplateValue? {
        switch key {
        case "summary": TemplateValue(self.summary)
        case "mappedType": TemplateValue(self.mappedType)
        case "mappedClass": TemplateValue(self.mappedClass)
        case "registrar": TemplateValue(self.registrar)
        case "registrarType": TemplateValue(self.registrarType)
        case "classLabel": TemplateValue(self.classLabel)
        case "formWord": TemplateValue(self.formWord)
        case "fieldWord": TemplateValue(self.fieldWord)
        case "nodeDoc": TemplateValue(self.nodeDoc)
        case "initDoc": TemplateValue(self.initDoc)
        case "reader": TemplateValue(self.reader)
        default: nil
        }
    }
}

extension RegistrationModel: TemplateModel {
    /// The stored property called `key`.
    func value(named key: String) -> TemplateValue? {
        switch key {
        case "type": TemplateValue(self.type)
        case "className": TemplateValue(self.className)
        default: nil
        }
    }
}

extension FormModel: TemplateModel {
    /// The stored property called `key`.
    func value(named key: String) -> TemplateValue? {
        switch key {
        case "typeName": TemplateValue(self.typeName)
        case "title": TemplateValue(self.title)
        case "formName": TemplateValue(self.formName)
        case "matchDescription": TemplateValue(self.matchDescription)
        case "match": TemplateValue(self.match)
        case "fields": TemplateValue(self.fields)
        case "readerBinding": TemplateValue(self.readerBinding)
        default: nil
        }
    }
}

extension FormFieldModel: TemplateModel {
    /// The stored property called `key`.
    func value(named key: String) -> TemplateValue? {
        switch key {
        case "name": TemplateValue(self.name)
        case "label": TemplateValue(self.label)
        case "title": TemplateValue(self.title)
        case "doc": TemplateValue(self.doc)
        case "read": TemplateValue(self.read)
        case "argument": TemplateValue(self.argument)
        case "propertyType": TemplateValue(self.propertyType)
        default: nil
        }
    }
}

extension CustomCollectorModel: TemplateModel {
    /// The stored property called `key`.
    func value(named key: String) -> TemplateValue? {
        switch key {
        case "className": TemplateValue(self.className)
        case "title": TemplateValue(self.title)
        case "fieldType": TemplateValue(self.fieldType)
        case "valueType": TemplateValue(self.valueType)
        case "defaultValue": TemplateValue(self.defaultValue)
        case "readValue": TemplateValue(self.readValue)
        case "payload": TemplateValue(self.payload)
        case "usesTextRules": TemplateValue(self.usesTextRules)
        case "validationSummary": TemplateValue(self.validationSummary)
        case "validation": TemplateValue(self.validation)
        case "properties": TemplateValue(self.properties)
        default: nil
        }
    }
}

extension CollectorPropertyModel: TemplateModel {
    /// The stored property called `key`.
    func value(named key: String) -> TemplateValue? {
        switch key {
        case "name": TemplateValue(self.name)
        case "title": TemplateValue(self.title)
        case "type": TemplateValue(self.type)
        case "read": TemplateValue(self.read)
        default: nil
        }
    }
}

extension CustomCallbackModel: TemplateModel {
    /// The stored property called `key`.
    func value(named key: String) -> TemplateValue? {
        switch key {
        case "className": TemplateValue(self.className)
        case "title": TemplateValue(self.title)
        case "callbackType": TemplateValue(self.callbackType)
        case "hasInputs": TemplateValue(self.hasInputs)
        case "outputs": TemplateValue(self.outputs)
        case "inputs": TemplateValue(self.inputs)
        default: nil
        }
    }
}

extension CallbackOutputModel: TemplateModel {
    /// The stored property called `key`.
    func value(named key: String) -> TemplateValue? {
        switch key {
        case "name": TemplateValue(self.name)
        case "title": TemplateValue(self.title)
        case "type": TemplateValue(self.type)
        case "key": TemplateValue(self.key)
        case "read": TemplateValue(self.read)
        default: nil
        }
    }
}

extension CallbackInputModel: TemplateModel {
    /// The stored property called `key`.
    func value(named key: String) -> TemplateValue? {
        switch key {
        case "name": TemplateValue(self.name)
        case "title": TemplateValue(self.title)
        case "type": TemplateValue(self.type)
        case "index": TemplateValue(self.index)
        case "read": TemplateValue(self.read)
        case "write": TemplateValue(self.write)
        default: nil
        }
    }
}
